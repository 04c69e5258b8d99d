import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const assetsDir = join(process.cwd(), "build/client/assets");

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body arrives as sent: fetch would decode it and hide which copy the server chose. */
function rawRequest(url: string, headers: Record<string, string>, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The build's hashed assets, sent as the build compressed them. */
describe(`precompressed build assets (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  const workDir = mkdtempSync(join(tmpdir(), "cto-assets-"));
  const compressible = readdirSync(assetsDir).filter((name) => /\.(?:js|css)$/.test(name));
  const entry = compressible.find((name) => name.startsWith("entry.client-"))!;
  const stylesheet = compressible.find((name) => name.endsWith(".css"))!;
  const original = (name: string) => readFileSync(join(assetsDir, name));
  const get = (name: string, acceptEncoding: string, method = "GET", extra: Record<string, string> = {}) =>
    rawRequest(`${server.base}/assets/${name}`, { "accept-encoding": acceptEncoding, ...extra }, method);
  // An asset of a build replaced under the running server: there when it starts, removed by its test.
  const replacedAsset = "replaced-build-test.js";
  const replacedAssetPath = join(assetsDir, replacedAsset);
  const replacedAssetFiles = [replacedAssetPath, `${replacedAssetPath}.br`, `${replacedAssetPath}.gz`];

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    const script = Buffer.from("console.log('an old build');\n".repeat(64));
    writeFileSync(replacedAssetPath, script);
    writeFileSync(`${replacedAssetPath}.br`, brotliCompressSync(script));
    writeFileSync(`${replacedAssetPath}.gz`, gzipSync(script));
    database = await createTestDatabase();
    server = await startAppServer(
      {
        DATABASE_URL: database.url,
        SESSION_SECRET: "assets-test-secret-that-is-long-enough-0123",
        STORAGE_DIR: join(workDir, "uploads"),
      },
      workDir,
    );
  }, 60_000);

  afterAll(async () => {
    for (const file of replacedAssetFiles) rmSync(file, { force: true });
    await server?.stop();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("builds a brotli and a gzip copy of every script and stylesheet, each decoding to the asset's exact bytes", () => {
    expect(entry).toBeDefined();
    expect(stylesheet).toBeDefined();
    const decoders = { br: brotliDecompressSync, gz: gunzipSync };
    let copies = 0;
    for (const name of compressible) {
      const source = original(name);
      for (const [suffix, decode] of Object.entries(decoders)) {
        const copy = join(assetsDir, `${name}.${suffix}`);
        // A module of a few bytes may not shrink, and is then sent as it is; anything larger always has both.
        if (source.length < 1024 && !existsSync(copy)) continue;
        const encoded = readFileSync(copy);
        expect(decode(encoded).equals(source), copy).toBe(true);
        expect(encoded.length, copy).toBeLessThan(source.length);
        copies += 1;
      }
    }
    expect(copies).toBeGreaterThan(100);
  });

  it("sends a browser the brotli copy as written, with the asset's type and immutable caching", async () => {
    for (const name of [entry, stylesheet]) {
      const response = await get(name, "gzip, deflate, br, zstd");
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toBe(
        name.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8",
      );
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary).toContain("Accept-Encoding");
      // Byte for byte the build's copy: nothing compressed it again on the way out.
      expect(response.body.equals(readFileSync(join(assetsDir, `${name}.br`)))).toBe(true);
    }
  });

  it("sends gzip to a client without brotli, and the plain file to one that refuses both", async () => {
    const gzip = await get(entry, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(readFileSync(join(assetsDir, `${entry}.gz`)))).toBe(true);

    const preferred = await get(entry, "br;q=0.3, gzip;q=0.9");
    expect(preferred.headers["content-encoding"]).toBe("gzip");

    const plain = await get(entry, "br;q=0, gzip;q=0");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original(entry))).toBe(true);
  });

  it("answers HEAD with the copy's length, a repeat with 304, and an unknown asset with 404", async () => {
    const head = await get(entry, "br", "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(statSync(join(assetsDir, `${entry}.br`)).size);
    expect(head.body.length).toBe(0);

    const first = await get(entry, "br");
    const repeat = await get(entry, "br", "GET", { "if-none-match": String(first.headers.etag) });
    expect(repeat.status).toBe(304);
    // Each coding is its own representation, so a gzip client cannot revalidate against the brotli copy.
    const otherCoding = await get(entry, "gzip", "GET", { "if-none-match": String(first.headers.etag) });
    expect(otherCoding.status).toBe(200);

    expect((await get("entry.client-missing.js", "br")).status).toBe(404);
  });

  it("answers an asset removed since the server started (its build replaced) with a 404 page, not a 500", async () => {
    // A browser still on a page of the old build asks for that build's scripts until it reloads.
    for (const file of replacedAssetFiles) rmSync(file);
    const response = await get(replacedAsset, "br, gzip");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(server.output()).not.toContain('"level":50');
  });
});
