import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../setup/app-server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/** A site started without the demo content, before anything is published (decision 0006's texts). */
describe(`a site with no articles yet (${testDialect})`, () => {
  let database: TestDatabase;
  let server: AppServer;
  const workDir = mkdtempSync(join(tmpdir(), "cto-empty-"));

  beforeAll(async () => {
    expect(existsSync(join(process.cwd(), "build/server/index.js")), "run `npm run build` first").toBe(true);
    database = await createTestDatabase();
    server = await startAppServer(
      {
        DATABASE_URL: database.url,
        SESSION_SECRET: "empty-site-secret-that-is-long-enough-0123",
        STORAGE_DIR: join(workDir, "uploads"),
        SEED_DEMO_CONTENT: "false",
      },
      workDir,
    );
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("says so on the full article list, where the spec's 'in this category' would not fit", async () => {
    const page = await fetch(`${server.base}/all-articles`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("No articles published yet.");
    expect(html).not.toContain("No articles found in this category.");
  });
});
