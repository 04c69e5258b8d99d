import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { startServer, stopServer } from "../setup/server-process";
import { useTestDatabase } from "../setup/test-database";

/** What Node's compile cache did with each module it compiled, from its debug lines (NODE_DEBUG_NATIVE). */
function codeCacheUse(log: string[]): Map<string, string> {
  const use = new Map<string, string>();
  for (const [, file, outcome] of log.join("").matchAll(/V8 code cache for \w+ (\S+) was ([a-z ]+?),/g)) {
    use.set(file!, outcome!);
  }
  return use;
}

describe("the compile cache filled by the build", () => {
  const database = useTestDatabase();
  const workDir = mkdtempSync(join(tmpdir(), "cto-compile-cache-"));

  beforeAll(() => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it(
    "gives the first start after a build every module of the server compiled, those of its first page included",
    { timeout: 120_000 },
    async () => {
      const cacheDir = join(workDir, "compile-cache");
      execFileSync(process.execPath, ["scripts/fill-compile-cache.ts"], {
        env: { PATH: process.env.PATH ?? "", NODE_COMPILE_CACHE: cacheDir },
      });

      const port = await freePort();
      const log: string[] = [];
      const server = await startServer(
        {
          PORT: String(port),
          SITE_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: database.url,
          STORAGE_DIR: join(workDir, "uploads"),
          SESSION_SECRET: "compile-cache-test-secret-long-enough-0123",
          SEED_DEMO_CONTENT: "false",
          NODE_ENV: "production",
          NODE_COMPILE_CACHE: cacheDir,
          NODE_DEBUG_NATIVE: "COMPILE_CACHE",
        },
        log,
      );
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      expect(await stopServer(server)).toBe(0);

      const use = codeCacheUse(log);
      const compiledAfresh = [...use].filter(([, outcome]) => outcome !== "accepted").map(([file]) => file);
      expect(compiledAfresh).toEqual([]);
      const accepted = [...use.keys()];
      expect(accepted).toContainEqual(expect.stringMatching(/\/server\/index\.ts$/));
      expect(accepted).toContainEqual(expect.stringMatching(/\/server\/http-process\.ts$/));
      expect(accepted).toContainEqual(expect.stringMatching(/\/build\/server\/index\.js$/));
      // React Router's build, which the server loads for its first request, and React's production renderer.
      expect(accepted).toContainEqual(expect.stringMatching(/\/build\/server\/assets\/server-build-[\w-]+\.js$/));
      expect(accepted).toContainEqual(expect.stringMatching(/react-dom-server\.node\.production\.js$/));
      expect(accepted).toContainEqual(expect.stringMatching(/\/node_modules\/express\//));
    },
  );
});
