import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SANITIZER_VERSION } from "~/utils/sanitize-html.server";
import { storedArticleRow } from "../setup/factories";
import { freePort } from "../../scripts/lib/free-port";
import { startServer, stopServer } from "../setup/server-process";
import { useTestDatabase } from "../setup/test-database";

/** The pino message of each JSON log line, in the order the server wrote them. */
function messages(log: string[]): string[] {
  return log
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe("articles stored under an older allowlist, at start", () => {
  const database = useTestDatabase();
  const workDir = mkdtempSync(join(tmpdir(), "cto-reclean-"));

  beforeAll(() => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it(
    "are cleaned again once the server listens, which answers meanwhile and serves them clean",
    { timeout: 180_000 },
    async () => {
      const stamp = new Date(Date.now() - 60_000).toISOString();
      // Enough that cleaning them takes the server about a second: long enough to be seen answering meanwhile.
      const rows = Array.from({ length: 5_000 }, (_, index) => ({
        ...storedArticleRow(`stored-long-ago-${index}`, {
          content: `<p onclick="alert(${index})">Old text</p><script>alert(${index})</script>`,
          publishedAt: stamp,
        }),
        content_sanitizer_version: 0,
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await database.db
          .insertInto("articles")
          .values(rows.slice(start, start + 500))
          .execute();
      }
      const stale = async () =>
        (
          await database.db
            .selectFrom("articles")
            .select((eb) => eb.fn.countAll<string | number>().as("count"))
            .where("content_sanitizer_version", "<", CONTENT_SANITIZER_VERSION)
            .executeTakeFirstOrThrow()
        ).count;

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const log: string[] = [];
      const server = await startServer(
        {
          PORT: String(port),
          SITE_URL: base,
          DATABASE_URL: database.url,
          STORAGE_DIR: join(workDir, "uploads"),
          SESSION_SECRET: "reclean-test-secret-that-is-long-enough-0123",
          SEED_DEMO_CONTENT: "false",
          LOG_LEVEL: "info",
        },
        log,
      );
      // The health check was answered while rows were still to be cleaned; an article is served clean meanwhile.
      expect(Number(await stale())).toBeGreaterThan(0);
      const page = await (await fetch(`${base}/article/stored-long-ago-4999`)).text();
      expect(page).toContain("Old text");
      expect(page).not.toContain("alert(4999)");

      await expect.poll(async () => Number(await stale()), { timeout: 120_000 }).toBe(0);
      await expect.poll(() => messages(log)).toContain("cleaned stored articles again under the current allowlist");
      const order = messages(log);
      expect(order.indexOf("server listening"), log.join("")).toBeGreaterThanOrEqual(0);
      expect(order.indexOf("server listening"), log.join("")).toBeLessThan(
        order.indexOf("cleaned stored articles again under the current allowlist"),
      );
      const stored = await database.db
        .selectFrom("articles")
        .select("content")
        .where("id", "=", "stored-long-ago-0")
        .executeTakeFirstOrThrow();
      expect(stored.content).toBe("<p>Old text</p>");
      expect(await stopServer(server)).toBe(0);
    },
  );
});
