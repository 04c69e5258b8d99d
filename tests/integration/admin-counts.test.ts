import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "~/db/values";
import { adminPageText, startHostileServer, type HostileServer } from "../setup/hostile-input";
import { testDialect } from "../setup/test-database";

const LEADS = 1_000;
const SUBSCRIBERS = 1_234;
const ARTICLES = 1_000;
const DOWNLOADS = 1_050;

describe(`The admin's counts (${testDialect})`, () => {
  let app: HostileServer;

  beforeAll(async () => {
    app = await startHostileServer();
    const created_at = new Date(Date.UTC(2025, 0, 5)).toISOString();
    const { db } = app.database;
    for (let start = 0; start < LEADS; start += 100) {
      const leads = Array.from({ length: 100 }, (_, index) => ({
        id: newId(),
        first_name: "Ada",
        last_name: `Lovelace ${start + index}`,
        company: "Analytical Engines",
        email: `ada.${start + index}@example.com`,
        phone: "+44 20 7946 0000",
        touchpoint: "Sidebar",
        status: "New",
        reading_path: null,
        created_at,
      }));
      await db.insertInto("leads").values(leads).execute();
    }
    for (let start = 0; start < SUBSCRIBERS; start += 100) {
      const subscribers = Array.from({ length: Math.min(100, SUBSCRIBERS - start) }, (_, index) => ({
        id: newId(),
        email: `reader.${start + index}@example.com`,
        submitted_at: created_at,
      }));
      await db.insertInto("newsletter_subscribers").values(subscribers).execute();
    }
    for (let start = 0; start < ARTICLES; start += 100) {
      const articles = Array.from({ length: 100 }, (_, index) => ({
        id: newId(),
        slug: `counted-${start + index}`,
        title: `Counted ${start + index}`,
        summary: "One of many.",
        content: "<p>One of many.</p>",
        author: "Ada Lovelace",
        banner_url: null,
        og_image_url: null,
        read_time: 1,
        featured: 0,
        published_at: created_at,
        created_at,
        updated_at: created_at,
      }));
      await db.insertInto("articles").values(articles).execute();
    }
    const resource = newId();
    await db
      .insertInto("library_files")
      .values({
        id: resource,
        title: "Board Pack",
        object_key: "library/board-pack.pdf",
        size_bytes: 1024,
        uploaded_by: null,
        uploaded_at: created_at,
      })
      .execute();
    for (let start = 0; start < DOWNLOADS; start += 150) {
      const downloads = Array.from({ length: 150 }, (_, index) => ({
        id: newId(),
        library_file_id: resource,
        user_id: null,
        email: `reader.${start + index}@example.com`,
        downloaded_at: created_at,
      }));
      await db.insertInto("library_downloads").values(downloads).execute();
    }
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  const pageText = (path: string) => adminPageText(app, path);

  it("writes thousands with separators, as the dashboard and the audit log do", async () => {
    const leadsTab = await pageText("/admin/leads");
    expect(leadsTab).toContain("1,000 total");
    expect(leadsTab).toMatch(/Leads\s+1,000\s/);
    expect(leadsTab).toMatch(/Newsletter\s+1,234\s/);

    const newsletterTab = await pageText("/admin/leads?tab=newsletter");
    expect(newsletterTab).toMatch(/Newsletter Subscribers\s+1,234\s+subscribers/);
  });

  it("writes Manage Articles' total with separators, as the dashboard's overview does", async () => {
    // The demo articles the server seeded at its start come on top of those added here.
    const total = (
      await app.database.db
        .selectFrom("articles")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n;
    const written = Number(total).toLocaleString("en-US");
    expect(written).toContain(",");
    const manageTab = await pageText("/admin?tab=manage");
    expect(manageTab).toMatch(new RegExp(`Articles\\s+${written}\\s+articles`));
  });

  it("writes a resource's download count with separators in the library", async () => {
    expect(await pageText("/library")).toContain("1,050 downloads");
  });
});
