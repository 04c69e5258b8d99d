import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import type { Database } from "~/db/schema";
import { demoArticles } from "~/db/seed/demo-articles";
import { seedDemoContent } from "~/db/seed/seed.server";
import { countArticles, createArticle, getArticleById, listPublishedArticles } from "~/models/article.server";
import { siteConfig } from "~/site.config";
import { createArticleInput } from "../setup/factories";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const dialect = testDialect;

const appTables = [
  "account",
  "article_categories",
  "article_faqs",
  "article_search",
  "article_tags",
  "articles",
  "audit_entries",
  "leads",
  "library_files",
  "newsletter_subscribers",
  "page_views",
  "session",
  "user",
  "verification",
];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => appTables.includes(name))
    .sort();
}

describe(`migrations (${dialect})`, () => {
  let empty: TestDatabase;

  beforeAll(async () => {
    empty = await createTestDatabase({ migrate: false });
  });

  afterAll(async () => {
    await empty?.destroy();
  });

  it("creates every table on the first run and is a no-op on the second", async () => {
    expect(await tableNames(empty.db)).toEqual([]);

    expect(await migrateToLatest(empty.db)).toEqual(Object.keys(migrations).sort());
    expect(await tableNames(empty.db)).toEqual(appTables);

    expect(await migrateToLatest(empty.db)).toEqual([]);
    expect(await tableNames(empty.db)).toEqual(appTables);
  });

  it("leaves existing data alone when run again", async () => {
    const article = await createArticle(empty.db, createArticleInput());
    expect(await migrateToLatest(empty.db)).toEqual([]);
    expect(await getArticleById(empty.db, article.id)).toEqual(article);
  });
});

describe(`demo seed (${dialect})`, () => {
  // A database of its own per test: the seed happens once in a database's life, so each test starts a new site.
  let testDb: TestDatabase;

  beforeEach(async () => {
    testDb = await createTestDatabase();
  });

  afterEach(async () => {
    await testDb?.destroy();
  });

  async function allArticleIds(): Promise<string[]> {
    const rows = await testDb.db.selectFrom("articles").select("id").orderBy("id").execute();
    return rows.map((row) => row.id);
  }

  it("reports no migrations pending on a database created by the test helper", async () => {
    expect(await migrateToLatest(testDb.db)).toEqual([]);
  });

  it("seeds 12 published articles into an empty database, covering every category", async () => {
    expect(await seedDemoContent(testDb.db)).toBe(12);

    const far = new Date("2100-01-01T00:00:00.000Z");
    expect(await countArticles(testDb.db, far)).toEqual({ total: 12, published: 12 });
    expect(await countArticles(testDb.db)).toEqual({ total: 12, published: 12 });

    const listed = await listPublishedArticles(testDb.db, { pageSize: 100 });
    expect(listed.items.map((article) => article.slug).sort()).toEqual(demoArticles.map((demo) => demo.slug).sort());

    const categoryRows = await testDb.db.selectFrom("article_categories").select("category_slug").distinct().execute();
    const seededCategories = categoryRows.map((row) => row.category_slug).sort();
    const configuredCategories = siteConfig.categories.map((category) => category.slug).sort();
    expect(configuredCategories).toHaveLength(9);
    expect(seededCategories).toEqual(configuredCategories);

    for (const article of listed.items) {
      expect(article.categories.length).toBeGreaterThan(0);
      expect(article.tags.length).toBeGreaterThan(0);
    }
    const faqRows = await testDb.db.selectFrom("article_faqs").select("article_id").distinct().execute();
    expect(faqRows).toHaveLength(12);
  });

  it("returns 0 and changes nothing when seeded twice", async () => {
    expect(await seedDemoContent(testDb.db)).toBe(12);
    const before = await allArticleIds();

    expect(await seedDemoContent(testDb.db)).toBe(0);
    expect(await allArticleIds()).toEqual(before);
  });

  it("returns 0 and restores nothing after all but one demo article was deleted", async () => {
    await seedDemoContent(testDb.db);
    const [keep] = await allArticleIds();
    await testDb.db.deleteFrom("articles").where("id", "!=", keep!).execute();

    expect(await seedDemoContent(testDb.db)).toBe(0);
    expect(await allArticleIds()).toEqual([keep]);
  });

  it("brings nothing back on the next start once every article was deleted", async () => {
    expect(await seedDemoContent(testDb.db)).toBe(12);
    await testDb.db.deleteFrom("articles").execute();

    expect(await seedDemoContent(testDb.db)).toBe(0);
    expect(await allArticleIds()).toEqual([]);
  });

  it("never seeds a site that already had articles when it was upgraded, even once they are all deleted", async () => {
    const older = await createTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({ db: older.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0016-article-search-by-date")).error).toBeUndefined();
      await createArticle(older.db, createArticleInput({ slug: "written-before-the-upgrade" }));

      await migrateToLatest(older.db);
      await older.db.deleteFrom("articles").execute();

      expect(await seedDemoContent(older.db)).toBe(0);
      expect(await older.db.selectFrom("articles").select("id").execute()).toEqual([]);
    } finally {
      await older.destroy();
    }
  });

  it("returns 0 and adds nothing to a database holding one non-demo article", async () => {
    const own = await createArticle(testDb.db, createArticleInput({ slug: "our-own-article" }));

    expect(await seedDemoContent(testDb.db)).toBe(0);
    expect(await allArticleIds()).toEqual([own.id]);
    expect(await getArticleById(testDb.db, own.id)).toEqual(own);
  });
});
