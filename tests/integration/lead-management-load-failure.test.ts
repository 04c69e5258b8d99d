import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPageText, startHostileServer, type HostileServer } from "../setup/hostile-input";
import { testDialect } from "../setup/test-database";

describe(`Lead Management when a list cannot be read (${testDialect})`, () => {
  let app: HostileServer;

  beforeAll(async () => {
    app = await startHostileServer({ LOG_LEVEL: "fatal" });
    // The counts come from row_counts and still read; the lists' own tables are gone, as in a failed read.
    await sql`alter table leads rename to leads_unreadable`.execute(app.database.db);
    await sql`alter table newsletter_subscribers rename to subscribers_unreadable`.execute(app.database.db);
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  const pageText = (path: string) => adminPageText(app, path);

  it("says the list failed to load, never that there is nothing in it", async () => {
    const leads = await pageText("/admin/leads");
    expect(leads).not.toContain("No leads found yet.");
    expect(leads).toMatch(/Error loading leads\s+Reload the page to try again\./);

    const subscribers = await pageText("/admin/leads?tab=newsletter");
    expect(subscribers).not.toContain("No newsletter subscribers yet.");
    expect(subscribers).toMatch(/Error loading newsletters\s+Reload the page to try again\./);
  });
});
