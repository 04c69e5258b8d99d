import { beforeEach, describe, expect, it } from "vitest";
import { createArticle, deleteArticle } from "~/models/article.server";
import { countArticleViews, countTotalViews, recordPageView, recordPageViews } from "~/models/page-view.server";
import { createArticleInput } from "../setup/factories";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;
const NOW = new Date("2025-07-01T12:00:00.000Z");

describe(`page view model (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("articles").execute();
  });

  async function publishedArticle() {
    return createArticle(testDb.db, createArticleInput({ publishedAt: "2025-06-01T00:00:00.000Z" }), NOW);
  }

  async function viewRows(articleId: string) {
    return testDb.db
      .selectFrom("page_views")
      .select(["day", "views"])
      .where("article_id", "=", articleId)
      .orderBy("day")
      .execute();
  }

  it("keeps one row per article and UTC day and counts up on repeat views", async () => {
    const article = await publishedArticle();
    const other = await publishedArticle();

    await recordPageView(testDb.db, article.id, new Date("2025-07-01T00:00:00.000Z"));
    await recordPageView(testDb.db, article.id, new Date("2025-07-01T12:30:00.000Z"));
    await recordPageView(testDb.db, article.id, new Date("2025-07-01T23:59:59.999Z"));
    await recordPageView(testDb.db, article.id, new Date("2025-07-02T00:00:00.000Z"));
    // 23:30 at UTC-05:00 is already the next UTC day.
    await recordPageView(testDb.db, article.id, new Date("2025-07-02T23:30:00.000-05:00"));
    await recordPageView(testDb.db, other.id, new Date("2025-07-01T08:00:00.000Z"));

    expect(await viewRows(article.id)).toEqual([
      { day: "2025-07-01", views: 3 },
      { day: "2025-07-02", views: 1 },
      { day: "2025-07-03", views: 1 },
    ]);
    expect(await viewRows(other.id)).toEqual([{ day: "2025-07-01", views: 1 }]);
  });

  it("counts an article's views across days", async () => {
    const article = await publishedArticle();
    const other = await publishedArticle();
    expect(await countArticleViews(testDb.db, article.id)).toBe(0);

    for (const day of ["2025-07-01", "2025-07-01", "2025-07-02", "2025-07-05"]) {
      await recordPageView(testDb.db, article.id, new Date(`${day}T10:00:00.000Z`));
    }
    await recordPageView(testDb.db, other.id, NOW);

    expect(await countArticleViews(testDb.db, article.id)).toBe(4);
    expect(await countArticleViews(testDb.db, other.id)).toBe(1);
  });

  it("sums total views of published articles only", async () => {
    expect(await countTotalViews(testDb.db, NOW)).toBe(0);

    const first = await publishedArticle();
    const second = await publishedArticle();
    const scheduled = await createArticle(
      testDb.db,
      createArticleInput({ publishedAt: "2025-07-10T00:00:00.000Z" }),
      NOW,
    );

    await recordPageView(testDb.db, first.id, new Date("2025-06-30T10:00:00.000Z"));
    await recordPageView(testDb.db, first.id, NOW);
    await recordPageView(testDb.db, second.id, NOW);
    await recordPageView(testDb.db, scheduled.id, NOW);
    await recordPageView(testDb.db, scheduled.id, NOW);

    expect(await countTotalViews(testDb.db, NOW)).toBe(3);
    expect(await countArticleViews(testDb.db, scheduled.id)).toBe(2);
    // Once the scheduled article is published, its views count too.
    expect(await countTotalViews(testDb.db, new Date("2025-07-10T00:00:00.000Z"))).toBe(5);
  });

  it("drops an article's views when the article is deleted", async () => {
    const article = await publishedArticle();
    const kept = await publishedArticle();
    await recordPageView(testDb.db, article.id, NOW);
    await recordPageView(testDb.db, kept.id, NOW);

    await deleteArticle(testDb.db, article.id);

    expect(await viewRows(article.id)).toEqual([]);
    expect(await countTotalViews(testDb.db, NOW)).toBe(1);
  });

  it("drops views of an article that no longer exists and keeps the rest of the batch", async () => {
    const article = await createArticle(testDb.db, createArticleInput(), NOW);
    await recordPageViews(
      testDb.db,
      new Map([
        ["00000000-0000-0000-0000-000000000000", 4],
        [article.id, 3],
      ]),
      NOW,
    );
    await recordPageViews(testDb.db, new Map([[article.id, 2]]), NOW);
    expect(await countArticleViews(testDb.db, article.id)).toBe(5);
    const rows = await testDb.db.selectFrom("page_views").select("article_id").execute();
    expect(rows.every((row) => row.article_id !== "00000000-0000-0000-0000-000000000000")).toBe(true);
  });
});
