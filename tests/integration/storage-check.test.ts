import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../setup/app-server";
import { freePort } from "../../scripts/lib/free-port";
import { s3StorageEnv, startS3Server, type TestS3Server } from "../setup/s3-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

interface Health {
  status: string;
  storage: string;
}

/** The object store is checked as the server starts, so a wrong setting is in the log before anyone uploads. */
describe(`object storage checked at start (${testDialect})`, () => {
  let database: TestDatabase;
  let s3: TestS3Server;
  const servers: AppServer[] = [];
  const workDir = mkdtempSync(join(tmpdir(), "cto-storage-check-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([database.destroy(), s3.close()]);
    rmSync(workDir, { recursive: true, force: true });
  });

  async function start(storage: Record<string, string>): Promise<AppServer> {
    const server = await startAppServer(
      { DATABASE_URL: database.url, SESSION_SECRET: "storage-check-secret-that-is-long-enough-01", ...storage },
      workDir,
    );
    servers.push(server);
    return server;
  }

  const healthOf = async (server: AppServer) => (await fetch(`${server.base}/healthz`)).json() as Promise<Health>;

  const loggedProblems = (server: AppServer) =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"problem"'))
      .map((line) => JSON.parse(line) as { level: number; problem: string; msg: string });

  /**
   * The storage errors the server logged, once its check has finished; the log line can reach the test's end of
   * the pipe a moment after /healthz already tells the outcome, so a failed check waits for its line too.
   */
  async function storageErrors(server: AppServer): Promise<{ level: number; problem: string; msg: string }[]> {
    await expect.poll(async () => (await healthOf(server)).storage, { timeout: 30_000 }).not.toBe("checking");
    if ((await healthOf(server)).storage === "unavailable") {
      await expect.poll(() => loggedProblems(server).length, { timeout: 5_000 }).toBeGreaterThan(0);
    }
    return loggedProblems(server);
  }

  it(
    "logs a wrong bucket, a wrong key or an unreachable endpoint by name, and /healthz reports it",
    { timeout: 120_000 },
    async () => {
      const good = s3StorageEnv(s3);
      const closedPort = await freePort();
      // s3rver checks the access key but not the signature, so a wrong secret key cannot be shown here.
      const [right, noBucket, wrongAccessKey, unreachable] = await Promise.all([
        start(good),
        start({ ...good, S3_BUCKET: "no-such-bucket" }),
        start({ ...good, S3_ACCESS_KEY_ID: "NOBODY" }),
        start({ ...good, S3_ENDPOINT: `http://127.0.0.1:${closedPort}` }),
      ]);

      expect(await storageErrors(right)).toEqual([]);
      expect(await healthOf(right)).toEqual({ status: "ok", storage: "ok" });

      const expected: [AppServer, RegExp][] = [
        [noBucket, /^there is no bucket "no-such-bucket" \(S3_BUCKET\)$/],
        [wrongAccessKey, /^the store does not know the access key \(S3_ACCESS_KEY_ID\)$/],
        [
          unreachable,
          new RegExp(`^the store at http://127\\.0\\.0\\.1:${closedPort} cannot be reached \\(S3_ENDPOINT\\)`),
        ],
      ];
      for (const [server, problem] of expected) {
        const errors = await storageErrors(server);
        expect(errors).toEqual([expect.objectContaining({ level: 50, problem: expect.stringMatching(problem) })]);
        expect(errors[0]!.msg).toBe(`object storage cannot be used: ${errors[0]!.problem}`);
        // Pages do not need the store: the site stays in service and says what is wrong.
        const health = await fetch(`${server.base}/healthz`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: "ok", storage: "unavailable" });
        expect((await fetch(`${server.base}/`)).status).toBe(200);
      }
    },
  );

  it("starts while the store is down, and says so once it answers again", { timeout: 90_000 }, async () => {
    const port = await freePort();
    const server = await start({ ...s3StorageEnv(s3), S3_ENDPOINT: `http://127.0.0.1:${port}` });
    expect(await storageErrors(server)).toHaveLength(1);
    expect((await fetch(`${server.base}/`)).status).toBe(200);

    const late = await startS3Server({ port });
    try {
      // Tried again every 30 s.
      await expect.poll(async () => (await healthOf(server)).storage, { timeout: 45_000, interval: 1_000 }).toBe("ok");
      expect(server.output()).toContain('"msg":"object storage can be used again"');
    } finally {
      await late.close();
    }
  });

  it("logs a storage directory that cannot be written", { timeout: 60_000 }, async () => {
    const occupied = join(workDir, "a-file");
    writeFileSync(occupied, "not a directory");
    const server = await start({ STORAGE_DRIVER: "local", STORAGE_DIR: join(occupied, "uploads") });
    const errors = await storageErrors(server);
    expect(errors).toEqual([
      expect.objectContaining({
        level: 50,
        problem: `the directory ${join(occupied, "uploads")} cannot be written (STORAGE_DIR): ENOTDIR`,
      }),
    ]);
    expect(await healthOf(server)).toEqual({ status: "ok", storage: "unavailable" });
  });
});
