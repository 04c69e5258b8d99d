import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLibraryFile } from "~/models/library-file.server";
import { createObjectKey } from "~/utils/storage/object-key";
import { createS3Storage } from "~/utils/storage/s3-storage.server";
import { signInCookie } from "../../scripts/lib/bench-server";
import { startAppServer, type AppServer } from "../setup/app-server";
import { s3rverCredentials, s3StorageEnv, startS3Server, type TestS3Server } from "../setup/s3-server";
import { startStoreProxy, type StoreProxy } from "../setup/store-proxy";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const reader = { email: "reader@example.com", password: "reader-pass" };
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** A download as a reader's client sees it: how many bytes were promised and how many came before the end. */
interface Received {
  contentLength: number;
  body: Buffer;
  complete: boolean;
  seconds: number;
}

function download(url: string, cookie: string, { pauseMs = 0 } = {}): Promise<Received> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { cookie } }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      // A reader gives up after half a minute: long past any bound the server keeps.
      const givingUp = setTimeout(() => response.destroy(), 30_000);
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", () => undefined);
      response.on("close", () => {
        clearTimeout(givingUp);
        resolve({
          contentLength: Number(response.headers["content-length"]),
          body: Buffer.concat(chunks),
          complete: response.complete,
          seconds: (Date.now() - started) / 1000,
        });
      });
      if (pauseMs > 0) {
        // A reader whose connection stops taking bytes for a while, then reads on.
        response.pause();
        setTimeout(() => response.resume(), pauseMs);
      }
    }).on("error", reject);
  });
}

/** Library downloads from an S3 store that fails in the middle of a file, seen from the reader's side and the log. */
describe(`library downloads from a store that fails mid-file (${testDialect})`, () => {
  const workDir = mkdtempSync(join(tmpdir(), "cto-stalls-"));
  let database: TestDatabase;
  let s3: TestS3Server;
  let proxy: StoreProxy;
  let server: AppServer;
  let cookie: string;
  let fileId: string;
  const content = randomBytes(24 * 1024 * 1024);

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    s3 = await startS3Server();
    proxy = await startStoreProxy(s3.endpoint);
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "stalls-test-secret-that-is-long-enough-012345",
      ...s3StorageEnv(s3),
      S3_ENDPOINT: proxy.endpoint,
    };
    execFileSync(
      join(process.cwd(), "node_modules/.bin/tsx"),
      [join(process.cwd(), "scripts/create-user.ts"), "--email", reader.email, "--password", reader.password],
      { cwd: process.cwd(), env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: "ignore" },
    );
    const objectKey = createObjectKey("library", "stalls.pdf");
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3rverCredentials,
    });
    await storage.put(objectKey, Readable.from([content]), { contentType: "application/pdf" });
    fileId = (
      await createLibraryFile(database.db, {
        title: "Stalls",
        objectKey,
        sizeBytes: content.length,
        uploadedBy: null,
      })
    ).id;
    server = await startAppServer(env, workDir);
    cookie = await signInCookie(server.base, reader);
  }, 90_000);

  const logLines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; fileId?: string; err?: { message: string } });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await s3?.close();
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** The first warning or error logged about the file. */
  const problemLoggedFor = (id: string) => logLines().find((line) => line.fileId === id && line.level >= 40);

  // The store answered and then went silent: the reader's download hung for ever, as nothing bounded the body.
  it("cuts the download short of its length when the store stops sending in the middle of the file", async () => {
    proxy.failFromNowOn({ afterBytes: 1024 * 1024, then: "fall silent" });
    try {
      const received = await download(`${server.base}/library/${fileId}/download`, cookie);
      expect(received.contentLength).toBe(content.length);
      expect(received.complete).toBe(false);
      expect(received.body.length).toBeGreaterThan(0);
      expect(received.body.length).toBeLessThan(content.length);
      // The store's silence timeout (5 s), and at most as long again when it began while the body was held back.
      expect(received.seconds).toBeLessThan(15);
      await expect
        .poll(() => problemLoggedFor(fileId))
        .toMatchObject({
          level: 50,
          err: { message: expect.stringContaining("the store stopped sending") },
        });
    } finally {
      proxy.failFromNowOn(null);
    }
  }, 60_000);

  it("still delivers the whole file to a reader who stops reading for longer than the store may stay silent", async () => {
    const received = await download(`${server.base}/library/${fileId}/download`, cookie, { pauseMs: 8_000 });
    expect(received.complete).toBe(true);
    expect(received.body.length).toBe(content.length);
    expect(sha256(received.body)).toBe(sha256(content));
  }, 60_000);

  // A store that broke off was logged at info as a reader who went away: an operator never saw it.
  it("logs a store connection broken in the middle of a file as an error that names the file", async () => {
    const objectKey = createObjectKey("library", "broken.pdf");
    await createS3Storage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3rverCredentials,
    }).put(objectKey, Readable.from([content]), { contentType: "application/pdf" });
    const brokenId = (
      await createLibraryFile(database.db, { title: "Broken", objectKey, sizeBytes: content.length, uploadedBy: null })
    ).id;
    proxy.failFromNowOn({ afterBytes: 1024 * 1024, then: "break the connection" });
    try {
      // Cut short, or answered 500 when the store broke off before the server began to send the file.
      const received = await download(`${server.base}/library/${brokenId}/download`, cookie);
      expect(received.body.length).toBeLessThan(content.length);
      await expect.poll(() => problemLoggedFor(brokenId)).toMatchObject({ level: 50, err: { code: "ECONNRESET" } });
    } finally {
      proxy.failFromNowOn(null);
    }
  }, 60_000);
});
