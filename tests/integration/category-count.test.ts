import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { createArticle, deleteArticle, listPublishedArticles, updateArticle } from "~/models/article.server";
import { createArticleInput } from "../setup/factories";
import { testDialect, useTestDatabase } from "../setup/test-database";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const CATEGORIES = ["cloud-infrastructure", "cybersecurity-risk", "ai-data-emerging-tech"];

/**
 * A category page's total comes from the publication dates its category rows carry (migration 0013); these
 * tests hold it to the count through the articles themselves, whoever wrote the rows and however they changed.
 */
describe(`category totals (${testDialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("articles").execute();
  });

  /** The count as the articles say it: published by NOW, in the category, the left-out one excepted. */
  async function countThroughArticles(category: string, excludeId?: string): Promise<number> {
    const row = await testDb.db
      .selectFrom("articles")
      .innerJoin("article_categories", "article_categories.article_id", "articles.id")
      .where("article_categories.category_slug", "=", category)
      .where("articles.published_at", "<=", NOW.toISOString())
      .$if(excludeId !== undefined, (query) => query.where("articles.id", "!=", excludeId!))
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async function expectTotalsAsArticlesSay(excludeId?: string) {
    for (const category of CATEGORIES) {
      const page = await listPublishedArticles(testDb.db, { category, now: NOW, excludeId, pageSize: 2 });
      expect({ category, total: page.total }).toEqual({
        category,
        total: await countThroughArticles(category, excludeId),
      });
    }
  }

  it("follows articles as they are published, scheduled, rescheduled, recategorized and deleted", async () => {
    const articles = [];
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
    const stored = await testDb.db.selectFrom("article_categories").select("published_at").execute();
    expect(stored.every((row) => row.published_at !== null)).toBe(true);
  });

  it("counts from the (category_slug, published_at) index, not the articles", async () => {
    const category = CATEGORIES[0]!;
    const until = NOW.toISOString();
    if (testDialect === "sqlite") {
      const plan = await sql<{ detail: string }>`explain query plan
        select count(*) from article_categories where category_slug = ${category} and published_at <= ${until}`.execute(
        testDb.db,
      );
      expect(plan.rows.map((row) => row.detail).join("\n")).toContain(
        "COVERING INDEX article_categories_category_published_at_idx",
      );
    } else {
      // Few rows here: the planner would rightly read the table, so it is told not to.
      await testDb.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await sql<{ "QUERY PLAN": string }>`explain
          select count(*) from article_categories where category_slug = ${category} and published_at <= ${until}`.execute(
          trx,
        );
        expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain(
          "article_categories_category_published_at_idx",
        );
      });
    }
  });
});
