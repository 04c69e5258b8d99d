import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { NewArticleRow } from "~/db/schema";
import { createArticle, listPublishedArticles, listRelatedArticles } from "~/models/article.server";
import { countArticleViews } from "~/models/page-view.server";
import { createArticleInput } from "../setup/factories";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";
import { recordQueries } from "../setup/query-recorder";

const dialect = testDialect;
const NOW = new Date("2025-06-15T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe(`related articles (${dialect})`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  it("picks up to three published others sharing a category, most shared categories first, then newest", async () => {
    const create = (slug: string, categories: string[], minutes: number) =>
      createArticle(testDb.db, createArticleInput({ slug, categories, publishedAt: minutesAgo(minutes) }), NOW);
    const subject = await create("subject", ["cloud-infrastructure", "cybersecurity-risk"], 100);
    const both = await create("shares-both", ["cybersecurity-risk", "cloud-infrastructure"], 500);
    const newerOne = await create("shares-one-newer", ["cloud-infrastructure"], 10);
    const olderOne = await create("shares-one-older", ["cybersecurity-risk"], 50);
    await create("shares-one-oldest", ["cloud-infrastructure"], 900);
    await create("unrelated", ["cto-reflections"], 1);
    await createArticle(
      testDb.db,
      createArticleInput({ slug: "scheduled", categories: ["cloud-infrastructure"], publishedAt: minutesAgo(-60) }),
      NOW,
    );

    const related = await listRelatedArticles(testDb.db, subject, { now: NOW });
    expect(related.map((article) => article.id)).toEqual([both.id, newerOne.id, olderOne.id]);
    expect(related[0]!.categories).toEqual(["cybersecurity-risk", "cloud-infrastructure"]);
    expect(await listRelatedArticles(testDb.db, { id: subject.id, categories: [] }, { now: NOW })).toEqual([]);
  });
});

describe(`lists with 10,000 articles (${dialect})`, () => {
  let testDb: TestDatabase;
  const TOTAL = 10_000;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const rows: NewArticleRow[] = Array.from({ length: TOTAL }, (_, index) => {
      const timestamp = new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString();
      return {
        id: `bulk-${String(index).padStart(5, "0")}`,
        slug: `bulk-${index}`,
        title: `Bulk ${index}`,
        summary: "Summary",
        content: "<p>Body</p>",
        author: "Bulk Author",
        banner_url: null,
        og_image_url: null,
        read_time: 5,
        featured: 0,
        published_at: timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      };
    });
    for (let start = 0; start < TOTAL; start += 500) {
      const chunk = rows.slice(start, start + 500);
      await testDb.db.insertInto("articles").values(chunk).execute();
      await testDb.db
        .insertInto("article_categories")
        .values(
          chunk.map((row, offset) => ({
            article_id: row.id,
            category_slug: (start + offset) % 2 ? "cto-reflections" : "cloud-infrastructure",
            position: 0,
          })),
        )
        .execute();
    }
  }, 120_000);

  afterAll(async () => {
    await testDb?.destroy();
  });

  it("loads one page at a time, never the whole table", async () => {
    const first = await listPublishedArticles(testDb.db, { pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(TOTAL);
    expect(first.pageCount).toBe(Math.ceil(TOTAL / 12));
    expect(first.items[0]!.slug).toBe(`bulk-${TOTAL - 1}`);

    const deep = await listPublishedArticles(testDb.db, { page: 834, pageSize: 12 });
    expect(deep.items).toHaveLength(4);
    expect(deep.items.at(-1)!.slug).toBe("bulk-0");

    const recorder = recordQueries(testDb.db);
    const greedy = await listPublishedArticles(recorder.db, { pageSize: TOTAL });
    expect(greedy.items.length).toBeLessThanOrEqual(100);
    // Every query that reads article rows asks the database for one bounded page, not the table.
    const rowReads = recorder.queries.filter(
      (query) => /from "articles"/i.test(query.sql) && !/count\(/i.test(query.sql),
    );
    expect(rowReads.length).toBeGreaterThan(0);
    for (const query of rowReads) {
      expect(query.sql, query.sql).toMatch(/\blimit\b/i);
      expect(query.parameters, query.sql).toContain(100);
    }

    const category = await listPublishedArticles(testDb.db, { category: "cto-reflections", pageSize: 8 });
    expect(category.items).toHaveLength(8);
    expect(category.total).toBe(TOTAL / 2);
    expect(category.items.every((article) => article.categories.includes("cto-reflections"))).toBe(true);
  });
});

describe(`view counting (${dialect})`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // The counter writes through the app's own database client: point a fresh module graph at this database.
    process.env.DATABASE_URL = testDb.url;
    vi.resetModules();
  });
  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    await testDb?.destroy();
  });

  it("counts views in memory and writes them in one batch", async () => {
    const { countArticleView, flushArticleViews } = await import("~/utils/view-counter.server");
    const { getDb } = await import("~/db/client.server");
    const article = await createArticle(getDb(), createArticleInput());
    const other = await createArticle(getDb(), createArticleInput());
    for (let view = 0; view < 5; view += 1) countArticleView(article.id);
    countArticleView(other.id);
    expect(await countArticleViews(getDb(), article.id)).toBe(0);

    await flushArticleViews();
    expect(await countArticleViews(getDb(), article.id)).toBe(5);
    expect(await countArticleViews(getDb(), other.id)).toBe(1);

    countArticleView(article.id);
    await flushArticleViews();
    await flushArticleViews();
    expect(await countArticleViews(getDb(), article.id)).toBe(6);
  });
});
