import { beforeEach, describe, expect, it } from "vitest";
import { createArticle, listRecentArticles } from "~/models/article.server";
import { getDashboardStats } from "~/models/dashboard-stats.server";
import { recordPageViews } from "~/models/page-view.server";
import { createArticleInput } from "../setup/factories";
import { testDialect, useTestDatabase } from "../setup/test-database";

const NOW = new Date("2025-07-01T12:00:00.000Z");

describe(`dashboard figures (${testDialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("articles").execute();
  });

  it("count every article, the published ones, their real views and the categories in use", async () => {
    const published = await createArticle(
      testDb.db,
      createArticleInput({ categories: ["cloud-infrastructure", "cybersecurity-risk"], publishedAt: "2025-06-01T00:00:00.000Z" }),
      NOW,
    );
    const publishedNow = await createArticle(
      testDb.db,
      createArticleInput({ categories: ["cloud-infrastructure"], publishedAt: NOW.toISOString() }),
      NOW,
    );
    const scheduled = await createArticle(
      testDb.db,
      createArticleInput({ categories: ["cto-reflections"], publishedAt: "2025-08-01T00:00:00.000Z" }),
      NOW,
    );
    await recordPageViews(
      testDb.db,
      new Map([
        [published.id, 5],
        [publishedNow.id, 2],
        // Views of a scheduled article (an admin previewing it) never count.
        [scheduled.id, 40],
      ]),
      NOW,
    );

    expect(await getDashboardStats(testDb.db, NOW)).toEqual({
      totalArticles: 3,
      published: 2,
      totalViews: 7,
      categoriesInUse: 3,
    });
  });

  it("are all zero on an empty site", async () => {
    expect(await getDashboardStats(testDb.db, NOW)).toEqual({ totalArticles: 0, published: 0, totalViews: 0, categoriesInUse: 0 });
  });

  it("list the five newest articles by creation, scheduled ones included", async () => {
    const created = [];
    for (let index = 0; index < 7; index += 1) {
      const createdAt = new Date(NOW.getTime() + index * 60_000);
      created.push(await createArticle(testDb.db, createArticleInput({ publishedAt: index === 6 ? "2030-01-01T00:00:00.000Z" : undefined }), createdAt));
    }
    const recent = await listRecentArticles(testDb.db, 5);
    expect(recent.map((article) => article.id)).toEqual(created.slice(2).reverse().map((article) => article.id));
  });
});
