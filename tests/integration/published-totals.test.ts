import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import {
  createArticle,
  deleteArticle,
  getNewestArticle,
  listPublishedArticles,
  updateArticle,
  type Article,
} from "~/models/article.server";
import { createArticleInput } from "../setup/factories";
import { queryPlan } from "../setup/query-plan";
import { testDialect, useTestDatabase } from "../setup/test-database";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const CATEGORIES = ["cloud-infrastructure", "cybersecurity-risk", "ai-data-emerging-tech"];

/**
 * A category page's total comes from the publication dates its category rows carry (migration 0013), the home
 * page's and the archive's from the article total triggers keep less the scheduled articles (migration 0014);
 * these tests hold both to the count through the articles themselves, whoever wrote the rows and however they
 * changed.
 */
describe(`published totals (${testDialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("articles").execute();
  });

  /** The list as the articles say it: published by NOW, in the category if any, newest first, one left out. */
  async function idsThroughArticles(category: string | undefined, excludeId?: string): Promise<string[]> {
    const rows = await testDb.db
      .selectFrom("articles")
      .$if(category !== undefined, (query) =>
        query
          .innerJoin("article_categories", "article_categories.article_id", "articles.id")
          .where("article_categories.category_slug", "=", category!),
      )
      .where("articles.published_at", "<=", NOW.toISOString())
      .$if(excludeId !== undefined, (query) => query.where("articles.id", "!=", excludeId!))
      .select("articles.id")
      .orderBy("articles.published_at", "desc")
      .orderBy("articles.id", "desc")
      .execute();
    return rows.map((row) => row.id);
  }

  /** Every page of each list, its total, and each category's newest article agree with the articles. */
  async function expectTotalsAsArticlesSay(excludeId?: string) {
    for (const category of [...CATEGORIES, undefined]) {
      const expected = await idsThroughArticles(category, excludeId);
      const first = await listPublishedArticles(testDb.db, { category, now: NOW, excludeId, pageSize: 2 });
      const listed = first.items.map((article) => article.id);
      for (let page = 2; page <= first.pageCount; page++) {
        const next = await listPublishedArticles(testDb.db, { category, now: NOW, excludeId, pageSize: 2, page });
        listed.push(...next.items.map((article) => article.id));
      }
      expect({ category, total: first.total, listed }).toEqual({ category, total: expected.length, listed: expected });
      if (category && excludeId === undefined) {
        const newest = await getNewestArticle(testDb.db, { category, now: NOW });
        expect(newest?.id ?? null).toBe(expected[0] ?? null);
      }
    }
  }

  it("follows articles as they are published, scheduled, rescheduled, recategorized and deleted", async () => {
    const articles: Article[] = [];
    for (let i = 0; i < 9; i++) {
      articles.push(
        await createArticle(
          testDb.db,
          createArticleInput({
            categories: [CATEGORIES[i % 3]!, ...(i % 2 === 0 ? [CATEGORIES[(i + 1) % 3]!] : [])],
            // Every third one is scheduled for later.
            publishedAt: i % 3 === 2 ? daysFromNow(3) : daysFromNow(-i - 1),
          }),
          NOW,
        ),
      );
    }
    await expectTotalsAsArticlesSay();
    await expectTotalsAsArticlesSay(articles[0]!.id);
    expect((await listPublishedArticles(testDb.db, { category: CATEGORIES[0], now: NOW })).total).toBeGreaterThan(0);

    const [first, second, third] = articles;
    await updateArticle(testDb.db, first!.id, createArticleInput({ ...first, publishedAt: daysFromNow(5) }), NOW);
    await updateArticle(testDb.db, third!.id, createArticleInput({ ...third, publishedAt: daysFromNow(-10) }), NOW);
    await updateArticle(testDb.db, second!.id, createArticleInput({ ...second, categories: [CATEGORIES[2]!] }), NOW);
    await expectTotalsAsArticlesSay();

    // A writer that bypasses the models (a script, SQL by hand) is followed too.
    await testDb.db
      .updateTable("articles")
      .set({ published_at: daysFromNow(-1) })
      .where("id", "=", articles[5]!.id)
      .execute();
    await expectTotalsAsArticlesSay();

    await deleteArticle(testDb.db, articles[4]!.id);
    await expectTotalsAsArticlesSay();
    await testDb.db.deleteFrom("articles").where("id", "=", articles[6]!.id).execute();
    await expectTotalsAsArticlesSay(articles[7]!.id);

    // Writes rolled back leave the totals as they were.
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await createArticle(
          trx,
          createArticleInput({ categories: [CATEGORIES[0]!], publishedAt: daysFromNow(-2) }),
          NOW,
        );
        await trx.deleteFrom("articles").where("id", "=", articles[7]!.id).execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await expectTotalsAsArticlesSay();
    const stored = await testDb.db.selectFrom("article_categories").select("published_at").execute();
    expect(stored.every((row) => row.published_at !== null)).toBe(true);
  });

  it("lists and totals stay exact through concurrent writes, ties broken by id", async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createArticle(
          testDb.db,
          createArticleInput({
            categories: [CATEGORIES[index % 3]!],
            // Many share a date: the lists break those ties by id.
            publishedAt: index % 4 === 0 ? daysFromNow(2) : daysFromNow(-(index % 3) - 1),
          }),
          NOW,
        ),
      ),
    );
    await expectTotalsAsArticlesSay();
  });

  it("counts scheduled articles from the published_at index, not every article", async () => {
    const plan = await queryPlan(
      testDb.db,
      sql`select count(*) from articles where published_at > ${NOW.toISOString()}`,
    );
    expect(plan).toMatch(
      testDialect === "sqlite" ? /COVERING INDEX articles_\w*published_at\w*_idx/ : /articles_\w*published_at\w*_idx/,
    );
  });

  it("counts and pages a category from the (category_slug, published_at) index, not the articles", async () => {
    const category = CATEGORIES[0]!;
    const until = NOW.toISOString();
    const queries = [
      sql`select count(*) from article_categories where category_slug = ${category} and published_at <= ${until}`,
      sql`select article_id from article_categories where category_slug = ${category} and published_at <= ${until}
        order by published_at desc, article_id desc limit 8 offset 16`,
    ];
    for (const query of queries) {
      const steps = await queryPlan(testDb.db, query);
      if (testDialect === "sqlite") {
        expect(steps).toContain("COVERING INDEX article_categories_category_published_at_idx");
        expect(steps, "read in the index's order, not sorted").not.toContain("TEMP B-TREE");
      } else {
        expect(steps).toContain("article_categories_category_published_at_idx");
        expect(steps, "read in the index's order, not sorted").not.toContain("Sort");
      }
    }
  });
});
