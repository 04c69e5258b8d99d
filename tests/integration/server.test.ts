import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/** These tests run the production build (`npm run build`) as a real process. */
const serverEntry = join(process.cwd(), "server/index.ts");

function startServer(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitForHealthy(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

describe("server process", () => {
  let database: TestDatabase;
  const workDir = mkdtempSync(join(tmpdir(), "cto-server-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("refuses to start with a bad variable and names it", async () => {
    const { child, output } = startServer({ PORT: "not-a-port", DATABASE_URL: database.url });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain("PORT");
    expect(output()).not.toContain("    at ");
  });

  it("says to build first when started without a production build", async () => {
    // A copy of server/ inside the project: the same code, app/ and node_modules, beside no build/ folder.
    const unbuilt = mkdtempSync(join(process.cwd(), ".unbuilt-"));
    try {
      cpSync(join(process.cwd(), "server"), join(unbuilt, "server"), { recursive: true });
      symlinkSync(join(process.cwd(), "app"), join(unbuilt, "app"));
      let output = "";
      const child = spawn(process.execPath, [join(unbuilt, "server/index.ts")], {
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATABASE_URL: database.url },
      });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      expect(await exitOf(child)).toBe(1);
      expect(output).toContain("run `npm run build` first");
      expect(output).not.toContain("    at ");
    } finally {
      rmSync(unbuilt, { recursive: true, force: true });
    }
  });

  it("refuses to start when the database does not answer, and says which one without its password or a stack trace", async () => {
    const { child, output } = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: "postgres://app:pw-that-must-not-show@127.0.0.1:1/cto",
      SESSION_SECRET: "server-test-secret-that-is-long-enough-0123",
    });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain("Cannot connect to the database postgres://app@127.0.0.1:1/cto (DATABASE_URL): ");
    expect(output()).toContain("ECONNREFUSED");
    expect(output()).not.toContain("pw-that-must-not-show");
    expect(output()).not.toContain("    at ");
  });

  it("serves, then on SIGTERM finishes in-flight requests, closes the database and exits 0", async () => {
    const port = String(await freePort());
    const { child, output } = startServer({
      PORT: port,
      DATABASE_URL: database.url,
      SESSION_SECRET: "server-test-secret-that-is-long-enough-0123",
      STORAGE_DIR: join(workDir, "uploads"),
    });
    const exited = exitOf(child);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${base}/healthz`);

    const inFlight = fetch(`${base}/all-articles`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("All Insights");

    expect(await exited).toBe(0);
    expect(output()).toContain("shutdown complete");
    // Started without SITE_URL, as a production site should not be: the log says what that costs.
    expect(output()).toContain(
      `SITE_URL is not set: links in emails, the sitemap, the feed and canonical links point to ${base.replace("127.0.0.1", "localhost")}`,
    );
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
