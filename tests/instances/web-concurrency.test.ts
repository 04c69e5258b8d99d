import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/** The production server with WEB_CONCURRENCY=2: one primary and two worker processes on one port. */
const port = Number(process.env.INSTANCES_TEST_PORT ?? 3340) + 2;

/** The processes whose parent is `pid`, read from the kernel's process table. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        // The fields after the command name (which may hold spaces) are: state, parent pid, ...
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number)
    .sort();
}

/** Bytes a process has read through system calls, sockets included. */
function bytesRead(pid: number): number {
  return Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, "utf8"))?.[1]);
}

const PADDING = "x".repeat(8 * 1024);

/** One request on a connection of its own, so the primary hands each to the next worker. */
function getOnNewConnection(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, agent: false, headers: { "x-padding": PADDING } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    sent.on("error", reject);
    sent.end();
  });
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("WEB_CONCURRENCY=2", () => {
  const workDir = mkdtempSync(join(tmpdir(), "cto-cluster-"));
  let database: TestDatabase;
  let server: AppServer;
  let primary: number;

  beforeAll(async () => {
    expect(existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    // Left empty: the primary migrates and seeds it once, before any worker starts.
    database = await createTestDatabase({ migrate: false });
    server = await startAppServer(
      {
        PORT: String(port),
        DATABASE_URL: database.url,
        SESSION_SECRET: "cluster-test-session-secret-long-enough-0123",
        STORAGE_DIR: join(workDir, "uploads"),
        WEB_CONCURRENCY: "2",
      },
      workDir,
    );
    primary = server.child.pid!;
    await until(() => server.output().split("server listening").length - 1 === 2, 60_000, "both workers");
  });

  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("migrates and seeds once, in the primary, then serves from two worker processes", async () => {
    expect(server.output().split('"database migrated"').length - 1).toBe(1);
    const articles = await database.db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(articles.n)).toBeGreaterThan(0);

    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    const before = workers.map(bytesRead);
    const statuses = [];
    for (let index = 0; index < 20; index += 1) statuses.push(await getOnNewConnection("/healthz"));
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Each worker read several of the padded requests: both serve, neither sits idle.
    const read = workers.map((pid, index) => bytesRead(pid) - before[index]!);
    for (const bytes of read) expect(bytes).toBeGreaterThan(4 * PADDING.length);
  });

  it("replaces a worker that dies, and keeps serving meanwhile", async () => {
    const [killed, survivor] = childrenOf(primary);
    process.kill(killed!, "SIGKILL");
    await until(() => !childrenOf(primary).includes(killed!), 10_000, "the killed worker to go");
    expect(await getOnNewConnection("/healthz")).toBe(200);
    await until(() => childrenOf(primary).length === 2, 60_000, "a replacement worker");
    const workers = childrenOf(primary);
    expect(workers).toContain(survivor);
    expect(workers).not.toContain(killed);
    expect(server.output()).toContain("worker died unexpectedly; starting another");
    await until(() => server.output().split("server listening").length - 1 === 3, 60_000, "the replacement to listen");
    for (let index = 0; index < 6; index += 1) expect(await getOnNewConnection("/healthz")).toBe(200);
  });

  it("stops every worker and exits 0 on SIGTERM", async () => {
    const workers = childrenOf(primary);
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of workers) expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(server.output().split("shutdown complete").length - 1).toBe(2);
  });

  it("refuses to start with a WEB_CONCURRENCY that is not a positive whole number, and says why", async () => {
    const child = spawn(process.execPath, ["server/index.ts"], {
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, WEB_CONCURRENCY: "0", PORT: String(port) },
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(1);
    expect(output).toContain("WEB_CONCURRENCY: must be at least 1");
  });
});
