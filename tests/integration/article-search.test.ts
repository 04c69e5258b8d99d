import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import { searchArticles, searchTerms, type ArticleSearchQuery } from "~/models/article-search.server";
import { htmlToText } from "~/utils/article-text";
import { createArticle, deleteArticle, updateArticle, type Article, type ArticleInput } from "~/models/article.server";
import { createArticleInput, storedArticleRow } from "../setup/factories";
import { recordQueries, type RecordedQuery } from "../setup/query-recorder";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

const dialect = testDialect;

/** A fixed "now" so that scheduling does not depend on the wall clock. */
const NOW = new Date("2025-06-15T12:00:00.000Z");
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

/** A save deleted the article's old search row once, found from its date on SQLite, not by reading the index. */
function expectOldSearchRowFoundByDate(queries: RecordedQuery[]) {
  const searchDeletes = queries.filter((query) => /delete from "?article_search"?/i.test(query.sql));
  expect(searchDeletes).toHaveLength(1);
  if (dialect === "sqlite") expect(searchDeletes[0]!.sql).toMatch(/rowid between/);
}

describe(`article search (${dialect})`, () => {
  let testDb: TestDatabase;
  /** "migration" appears in a different place of each article, and in none of `unrelated`. */
  const fixture = {} as Record<
    "inTitle" | "inSummary" | "inTag" | "inBody" | "unrelated" | "scheduled" | "accented",
    Article
  >;

  async function search(query: string, options: Omit<ArticleSearchQuery, "query"> = {}) {
    return searchArticles(testDb.db, { query, now: NOW, ...options });
  }

  async function idsFor(query: string, now = NOW): Promise<string[]> {
    return (await search(query, { now, pageSize: 100 })).items.map((article) => article.id);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    expect(testDb.dialect).toBe(dialect);
    const create = (overrides: Partial<ArticleInput>) =>
      createArticle(
        testDb.db,
        createArticleInput({ categories: ["tech-strategy-architecture"], faqs: [], ...overrides }),
        NOW,
      );

    fixture.inTitle = await create({
      title: "Planning a Database Migration",
      summary: "Sequencing the cutover weekend with the finance team.",
      content: "<p>Schedules, rehearsals and rollback plans.</p>",
      tags: ["Databases"],
      publishedAt: minutesFromNow(-500),
    });
    fixture.inSummary = await create({
      title: "Ledger Modernisation",
      summary: "What the migration of our ledger taught the board.",
      content: "<p>Accounting systems age badly.</p>",
      tags: ["Finance"],
      publishedAt: minutesFromNow(-400),
    });
    fixture.inTag = await create({
      title: "Moving Faster With Less",
      summary: "Lessons from a platform team.",
      content: "<p>Teams and platforms.</p>",
      tags: ["Migration", "Platform"],
      publishedAt: minutesFromNow(-300),
    });
    fixture.inBody = await create({
      title: "Quarterly Engineering Review",
      summary: "Notes from the quarter.",
      content:
        "<h2>Hiring</h2><p>We reviewed hiring, budgets and reliability across every team.</p>" +
        "<p>One slide covered the <strong>migration</strong> of the billing service.</p>" +
        "<p>Incidents fell for the third quarter running, and on-call load is now shared fairly.</p>",
      tags: ["Reviews"],
      publishedAt: minutesFromNow(-200),
    });
    fixture.unrelated = await create({
      title: "Hiring Senior Engineers",
      summary: "Interview loops that work.",
      content:
        '<p>Read <a href="https://example.com/kubernetes" title="zeppelin">our orchestration guide</a> ' +
        "first &amp;&nbsp;then &lt;canary&gt; releases &#8212; done.</p>",
      tags: ["Hiring"],
      publishedAt: minutesFromNow(-100),
    });
    fixture.accented = await create({
      title: "Zürich Café Résumés",
      summary: "Naïve questions from Société Générale.",
      content: "<p>Crème brûlée diplomacy.</p>",
      tags: ["Façade"],
      publishedAt: minutesFromNow(-50),
    });
    fixture.scheduled = await create({
      title: "Migration Lessons Ahead",
      summary: "Coming soon.",
      content: "<p>Not yet public.</p>",
      tags: ["Upcoming"],
      publishedAt: minutesFromNow(24 * 60),
    });
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  describe("matching and ranking", () => {
    it("finds a term in the title, summary, tags or body of published articles", async () => {
      expect(new Set(await idsFor("migration"))).toEqual(
        new Set([fixture.inTitle.id, fixture.inSummary.id, fixture.inTag.id, fixture.inBody.id]),
      );
    });

    it("ranks a title match first and a body-only match last", async () => {
      const ids = await idsFor("migration");
      expect(ids).toHaveLength(4);
      expect(ids[0]).toBe(fixture.inTitle.id);
      expect(ids[3]).toBe(fixture.inBody.id);
      expect(new Set(ids.slice(1, 3))).toEqual(new Set([fixture.inSummary.id, fixture.inTag.id]));
    });

    it("returns summaries shaped like the article lists", async () => {
      const { items } = await search("ledger");
      expect(items).toHaveLength(1);
      const { content: _content, faqs: _faqs, ...summary } = fixture.inSummary;
      expect(items[0]).toEqual(summary);
    });

    it("hides a scheduled article until its publish date has passed", async () => {
      expect(await idsFor("lessons ahead")).toEqual([]);
      expect(await idsFor("migration")).not.toContain(fixture.scheduled.id);

      const later = new Date(minutesFromNow(24 * 60 + 1));
      expect(await idsFor("lessons ahead", later)).toEqual([fixture.scheduled.id]);
      const ids = await idsFor("migration", later);
      expect(ids).toHaveLength(5);
      expect(new Set(ids.slice(0, 2))).toEqual(new Set([fixture.inTitle.id, fixture.scheduled.id]));
      expect(ids[4]).toBe(fixture.inBody.id);
    });

    it("matches word prefixes and inflections", async () => {
      const all = new Set(await idsFor("migration"));
      expect(new Set(await idsFor("migrat"))).toEqual(all);
      expect(new Set(await idsFor("Migrations"))).toEqual(all);
      expect(await idsFor("modern")).toEqual([fixture.inSummary.id]);
    });

    it("requires every word to match", async () => {
      expect(await idsFor("migration ledger")).toEqual([fixture.inSummary.id]);
      expect(await idsFor("billing migration")).toEqual([fixture.inBody.id]);
      expect(await idsFor("migration platform")).toEqual([fixture.inTag.id]);
      expect(await idsFor("ledger billing")).toEqual([]);
    });

    it("matches words with or without their accents, in the article and in the query", async () => {
      for (const query of [
        "cafe",
        "café",
        "CAFE",
        "zurich resumes",
        "societe generale",
        "naive",
        "creme brulee",
        "facade",
      ]) {
        expect(await idsFor(query), query).toEqual([fixture.accented.id]);
      }
      expect(new Set(await idsFor("mígratión"))).toEqual(new Set(await idsFor("migration")));
    });

    it("ignores case, punctuation, repeated words and common English words", async () => {
      const result = await search("  The MIGRATION, of the Ledger!  migration ");
      expect(result.terms).toEqual(["migration", "ledger"]);
      expect(result.items.map((article) => article.id)).toEqual([fixture.inSummary.id]);
    });
  });

  describe("article text", () => {
    it("indexes the text of the HTML body, not its tags or attribute values", async () => {
      expect(await idsFor("orchestration")).toEqual([fixture.unrelated.id]);
      expect(await idsFor("canary")).toEqual([fixture.unrelated.id]);
      for (const query of ["kubernetes", "zeppelin", "href", "https", "example", "amp", "nbsp", "8212", "strong"]) {
        expect(await idsFor(query), query).toEqual([]);
      }
    });

    it("finds the words of addresses, links and bracketed text on both databases", async () => {
      const article = await createArticle(
        testDb.db,
        createArticleInput({
          title: "Escalate to ops@acme.io",
          summary: "Runbooks live at acme.io/runbooks, not in <wiki> pages.",
          content: "<p>Version 2.5 of the pager.</p>",
          tags: ["Pager-duty"],
          publishedAt: minutesFromNow(-60),
        }),
        NOW,
      );
      for (const query of ["acme", "ops", "io", "runbooks", "wiki", "pager 5", "duty"]) {
        expect(await idsFor(query), query).toEqual([article.id]);
      }
      await deleteArticle(testDb.db, article.id);
    });

    it("turns HTML into readable text", () => {
      expect(
        htmlToText(
          '<h2>Plan</h2><p>Move <a href="/x" title="a > b">fast</a>&nbsp;&amp; safely&#33; &#x2014; &lt;p&gt;</p>' +
            "<!-- draft note --><script>track()</script>\n\n<p>Next</p>",
        ),
      ).toBe("Plan Move fast & safely! — <p> Next");
      expect(htmlToText("&bogus; &#0; &#x110000;")).toBe("&bogus; &#0; &#x110000;");
    });
  });

  describe("keeping the index current", () => {
    it("re-indexes an article when it is updated and forgets it when it is deleted", async () => {
      const input = createArticleInput({
        title: "Telemetry Budgets",
        tags: ["Observability"],
        publishedAt: minutesFromNow(-50),
      });
      const article = await createArticle(testDb.db, input, NOW);
      expect(await idsFor("telemetry")).toEqual([article.id]);
      expect(await idsFor("observability")).toEqual([article.id]);

      await updateArticle(
        testDb.db,
        article.id,
        { ...input, title: "Tracing Budgets", tags: ["Sustainability"], content: "<p>Spans and sampling.</p>" },
        NOW,
      );
      expect(await idsFor("telemetry")).toEqual([]);
      expect(await idsFor("observability")).toEqual([]);
      expect(await idsFor("tracing")).toEqual([article.id]);
      expect(await idsFor("sustainability sampling")).toEqual([article.id]);

      expect(await deleteArticle(testDb.db, article.id)).toBe(true);
      expect(await idsFor("tracing")).toEqual([]);
      const rows = await testDb.db
        .selectFrom("article_search")
        .select("article_id")
        .where("article_id", "=", article.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe("paging", () => {
    it("pages through equally good matches newest first, with totals", async () => {
      const created: Article[] = [];
      for (let index = 0; index < 23; index += 1) {
        created.push(
          await createArticle(
            testDb.db,
            createArticleInput({
              title: `Quasar Notes ${index}`,
              summary: "Same summary.",
              content: "<p>Same body.</p>",
              tags: ["Astronomy"],
              publishedAt: minutesFromNow(-1000 - index),
            }),
            NOW,
          ),
        );
      }
      const newestFirst = created.map((article) => article.id);

      const first = await search("quasar", { pageSize: 10 });
      expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3, terms: ["quasar"] });
      const second = await search("quasar", { pageSize: 10, page: 2 });
      const third = await search("quasar", { pageSize: 10, page: 3 });
      expect(third.items).toHaveLength(3);
      expect([...first.items, ...second.items, ...third.items].map((article) => article.id)).toEqual(newestFirst);

      const beyond = await search("quasar", { pageSize: 10, page: 9 });
      expect(beyond).toMatchObject({ items: [], total: 23, page: 9, pageCount: 3 });

      for (const article of created) await deleteArticle(testDb.db, article.id);
      expect((await search("quasar")).total).toBe(0);
    });
  });

  describe("a search many articles match", () => {
    const created: Article[] = [];
    const ranked = (query: string, rankedLimit: number, options: { now?: Date; includeScheduled?: boolean } = {}) =>
      search(query, { pageSize: 100, rankedLimit, ...options });
    const createTrellis = async (overrides: Partial<ArticleInput>) => {
      const article = await createArticle(
        testDb.db,
        createArticleInput({
          summary: "A trellis report.",
          content: "<p>Plain body.</p>",
          tags: ["Gardens"],
          ...overrides,
        }),
        NOW,
      );
      created.push(article);
      return article;
    };

    afterAll(async () => {
      for (const article of created) await deleteArticle(testDb.db, article.id);
    });

    it("ranks only the newest matches, says more matched, and never lets a scheduled article take a place", async () => {
      const oldTitleMatch = await createTrellis({ title: "Trellis Design", publishedAt: minutesFromNow(-5000) });
      const middle = await createTrellis({ title: "Garden Notes One", publishedAt: minutesFromNow(-4000) });
      const newer = await createTrellis({ title: "Trellis Repairs", publishedAt: minutesFromNow(-3000) });
      const newest = await createTrellis({ title: "Garden Notes Two", publishedAt: minutesFromNow(-2000) });
      const scheduled = await createTrellis({ title: "Trellis Futures", publishedAt: minutesFromNow(60) });

      const capped = await ranked("trellis", 3);
      expect(capped).toMatchObject({ total: 3, capped: true, pageCount: 1 });
      // The newest three published matches, the title match among them first.
      expect(capped.items.map((article) => article.id)).toEqual([newer.id, newest.id, middle.id]);

      const all = await ranked("trellis", 5);
      expect(all).toMatchObject({ total: 4, capped: false });
      expect(all.items.map((article) => article.id)).toEqual([newer.id, oldTitleMatch.id, newest.id, middle.id]);

      // Admins see scheduled articles, which then count among the newest.
      const admin = await ranked("trellis", 3, { includeScheduled: true });
      expect(admin).toMatchObject({ total: 3, capped: true });
      expect(admin.items.map((article) => article.id)).toEqual([scheduled.id, newer.id, newest.id]);

      const paged = await search("trellis", { pageSize: 2, page: 2, rankedLimit: 3 });
      expect(paged).toMatchObject({ total: 3, capped: true, page: 2, pageCount: 2 });
      expect(paged.items.map((article) => article.id)).toEqual([middle.id]);
    });

    it("ranks a capped search by the words in the title, summary and tags, then the newest, whatever the bodies repeat", async () => {
      const garden = { summary: "A garden report.", content: "<p>Plain body.</p>" };
      const titleMatch = await createTrellis({ ...garden, title: "Gazebo Plans", publishedAt: minutesFromNow(-6000) });
      const bodyRepeats = await createTrellis({
        ...garden,
        title: "Garden Notes One",
        content: "<p>A gazebo, a gazebo, and one more gazebo by the gazebo.</p>",
        publishedAt: minutesFromNow(-5000),
      });
      const summaryMatch = await createTrellis({
        title: "Garden Notes Two",
        summary: "A gazebo report.",
        publishedAt: minutesFromNow(-4000),
      });
      const bodyOnce = await createTrellis({
        ...garden,
        title: "Garden Notes Three",
        content: "<p>One gazebo.</p>",
        publishedAt: minutesFromNow(-3000),
      });

      const capped = await ranked("gazebo", 3);
      expect(capped).toMatchObject({ total: 3, capped: true });
      expect(capped.items.map((article) => article.id)).toEqual([summaryMatch.id, bodyOnce.id, bodyRepeats.id]);

      // Ranked in full, how often a word occurs counts, in the body too.
      const all = (await ranked("gazebo", 10)).items.map((article) => article.id);
      expect(all).toHaveLength(4);
      expect(all[0]).toBe(titleMatch.id);
      expect(all.indexOf(bodyRepeats.id)).toBeLessThan(all.indexOf(bodyOnce.id));
    });

    it("matches whole words first, and prefixes only when fewer articles than it ranks hold the whole words", async () => {
      const whole = [
        await createTrellis({ title: "Espalier Basics", publishedAt: minutesFromNow(-9000) }),
        await createTrellis({ title: "Espaliers in Winter", publishedAt: minutesFromNow(-8000) }),
      ];
      // "espalierists" shares the prefix but not the stem: a prefix match only, and the newest one.
      const prefixOnly = await createTrellis({ title: "Espalierists Meet", publishedAt: minutesFromNow(-7000) });

      const byWholeWords = await ranked("espalier", 1);
      expect(byWholeWords).toMatchObject({ total: 1, capped: true });
      expect(byWholeWords.items.map((article) => article.id)).toEqual([whole[1]!.id]);

      const byPrefixes = await ranked("espalier", 2);
      expect(byPrefixes).toMatchObject({ total: 2, capped: true });
      expect(byPrefixes.items.map((article) => article.id)).toContain(prefixOnly.id);

      expect(new Set((await ranked("espalier", 10)).items.map((article) => article.id))).toEqual(
        new Set([...whole.map((article) => article.id), prefixOnly.id]),
      );
    });

    it("finds a prefix most articles begin words with among the newest articles, scheduled ones left out", async () => {
      // "quinc" is no word of its own: only its prefix matches, in every one of these.
      const older = await createTrellis({ title: "Quincunx Planting", publishedAt: minutesFromNow(-9500) });
      const middle = await createTrellis({ title: "Quincunxes at Dusk", publishedAt: minutesFromNow(-9400) });
      const newest = await createTrellis({ title: "Quincunx Pruning", publishedAt: minutesFromNow(-9300) });
      const scheduled = await createTrellis({ title: "Quincunx Futures", publishedAt: minutesFromNow(90) });

      const recorder = recordQueries(testDb.db);
      const found = await searchArticles(recorder.db, { query: "quinc", now: NOW, pageSize: 100, rankedLimit: 2 });
      expect(found).toMatchObject({ total: 2, capped: true });
      expect(found.items.map((article) => article.id)).toEqual([newest.id, middle.id]);
      const walksNewest = recorder.queries.some((query) =>
        /from \(select "articles"\."id", "articles"\."published_at" from "articles"/.test(query.sql),
      );
      // PostgreSQL reads the newest articles for such a prefix instead of every match the full-text index holds.
      expect(walksNewest).toBe(dialect === "postgres");

      const admin = await ranked("quinc", 2, { includeScheduled: true });
      expect(admin.items.map((article) => article.id)).toEqual([scheduled.id, newest.id]);
      expect(new Set((await ranked("quinc", 10)).items.map((article) => article.id))).toEqual(
        new Set([older.id, middle.id, newest.id]),
      );
    });

    it("keeps one search row per article published in the same second, through edits and deletes", async () => {
      const sameSecond = minutesFromNow(-6000);
      const input = (title: string) =>
        createArticleInput({ title, summary: "Pergola notes.", content: "<p>Wood.</p>", publishedAt: sameSecond });
      const articles: Article[] = [];
      for (const title of ["Pergola One", "Pergola Two", "Pergola Three"]) {
        articles.push(await createArticle(testDb.db, input(title), NOW));
      }
      created.push(...articles);
      const pergolaIds = async () => new Set((await ranked("pergola", 10)).items.map((article) => article.id));
      const searchRows = async () =>
        (
          await testDb.db
            .selectFrom("article_search")
            .select("article_id")
            .where(
              "article_id",
              "in",
              articles.map((article) => article.id),
            )
            .execute()
        ).map((row) => row.article_id);
      expect(await pergolaIds()).toEqual(new Set(articles.map((article) => article.id)));

      const recorder = recordQueries(testDb.db);
      await updateArticle(recorder.db, articles[1]!.id, { ...input("Pergola Two"), summary: "Arbor notes." }, NOW);
      expect(await pergolaIds()).toEqual(new Set(articles.map((article) => article.id)));
      expect((await ranked("arbor", 10)).items.map((article) => article.id)).toEqual([articles[1]!.id]);
      expect((await searchRows()).sort()).toEqual(articles.map((article) => article.id).sort());
      expectOldSearchRowFoundByDate(recorder.queries);

      // A new publication date moves the row: hidden until then, found afterwards.
      await updateArticle(
        testDb.db,
        articles[0]!.id,
        { ...input("Pergola One"), publishedAt: minutesFromNow(30) },
        NOW,
      );
      expect(await pergolaIds()).toEqual(new Set([articles[1]!.id, articles[2]!.id]));
      expect((await ranked("pergola", 10, { now: new Date(minutesFromNow(31)) })).total).toBe(3);

      await deleteArticle(testDb.db, articles[2]!.id);
      expect(await pergolaIds()).toEqual(new Set([articles[1]!.id]));
      expect((await searchRows()).sort()).toEqual([articles[0]!.id, articles[1]!.id].sort());
    });
  });

  describe("user input", () => {
    it("returns nothing, without querying, for a query with no words", async () => {
      const recorder = recordQueries(testDb.db);
      for (const query of ["", "   ", "\n\t", "!!! ??? ---", "the and of", '"*:&|!()-'.repeat(1000)]) {
        expect(await searchArticles(recorder.db, { query, now: NOW, page: 2 })).toEqual({
          items: [],
          total: 0,
          page: 2,
          pageSize: 12,
          pageCount: 1,
          terms: [],
          capped: false,
        });
      }
      expect(recorder.queries, "queries sent for word-less searches").toEqual([]);
      await searchArticles(recorder.db, { query: "migration", now: NOW });
      expect(recorder.queries.length, "the recorder sees a real search").toBeGreaterThan(0);
    });

    it("keeps at most eight distinct words", () => {
      expect(searchTerms("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10")).toEqual(["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]);
      expect(searchTerms("Über ÉLAN café 2025")).toEqual(["über", "élan", "café", "2025"]);
    });

    it("searches only the words of hostile input, never its syntax", async () => {
      const migration = new Set(await idsFor("migration"));
      const asMigration = [
        '"migration',
        'migration"',
        '"migration"*',
        "migration*",
        "migration:*",
        "(migration)",
        "-migration",
        "!migration",
        "^migration",
        "{migration}",
        "migration & !",
        "migration AND",
        "migration OR",
        "migration NOT",
        "migration -",
        "migration ".repeat(1000),
      ];
      for (const query of asMigration) {
        expect(new Set(await idsFor(query)), query).toEqual(migration);
      }

      const asLedger = [
        "migration | ledger",
        "migration & ledger",
        "migration AND ledger",
        "migration -ledger",
        "migration !ledger",
      ];
      for (const query of asLedger) {
        expect(await idsFor(query), query).toEqual([fixture.inSummary.id]);
      }

      const nothing = [
        "migration NEAR ledger",
        "NEAR(migration ledger)",
        "title:migration",
        "summary : ledger",
        "' OR 1=1 --",
        "'; DROP TABLE articles; --",
        '"); DELETE FROM article_search; --',
        "x".repeat(10_000),
        "migration " + "y".repeat(10_000),
      ];
      for (const query of nothing) {
        await expect(search(query), query).resolves.toMatchObject({ page: 1 });
      }
      expect(await idsFor("NEAR(migration ledger)")).toEqual([]);
      expect(await idsFor("title:migration")).toEqual([]);
      expect(new Set(await idsFor("migration"))).toEqual(migration);
    });
  });
});

describe(`article search migration (${dialect})`, () => {
  let empty: TestDatabase;
  const stamp = "2024-03-01T00:00:00.000Z";
  /** An articles row as written before the search migrations ran. */
  const legacyArticle = (slug: string, title: string, content: string, summary = "Written before search existed.") => ({
    ...storedArticleRow(crypto.randomUUID(), { title, summary, content, publishedAt: stamp }),
    slug,
  });

  beforeAll(async () => {
    empty = await createTestDatabase({ migrate: false });
  });

  afterAll(async () => {
    await empty?.destroy();
  });

  it("indexes the articles that existed before it ran", async () => {
    const migrator = new Migrator({ db: empty.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("0001-initial");
    expect(error).toBeUndefined();

    const first = legacyArticle(
      "legacy-one",
      "Mainframe Retirement",
      '<p>Lift the <a href="/cobol">batch jobs</a>.</p>',
    );
    const second = legacyArticle("legacy-two", "Vendor Consolidation", "<p>Fewer suppliers, better terms.</p>");
    await empty.db.insertInto("articles").values([first, second]).execute();
    await empty.db
      .insertInto("article_tags")
      .values({ article_id: second.id, tag: "Procurement", position: 0 })
      .execute();

    expect(await migrateToLatest(empty.db)).toContain("0002-article-search");

    const ids = async (query: string) =>
      (await searchArticles(empty.db, { query, now: NOW })).items.map((article) => article.id);
    expect(await ids("mainframe")).toEqual([first.id]);
    expect(await ids("batch")).toEqual([first.id]);
    expect(await ids("cobol")).toEqual([]);
    expect(await ids("procurement")).toEqual([second.id]);
    expect(new Set(await ids("written search"))).toEqual(new Set([first.id, second.id]));

    if (dialect === "sqlite") {
      // Migration 0016 placed both rows at their publication second, one slot each, by article id.
      const rows = await empty.db
        .selectFrom("article_search")
        .select([sql<number>`rowid`.as("rowid"), "article_id"])
        .orderBy(sql`rowid`)
        .execute();
      const base = (Date.parse(stamp) / 1000) * 4096;
      expect(rows).toEqual(
        [first.id, second.id].sort().map((articleId, slot) => ({ rowid: base + slot, article_id: articleId })),
      );
    }
    const recorder = recordQueries(empty.db);
    await updateArticle(
      recorder.db,
      first.id,
      createArticleInput({ slug: first.slug, title: "Mainframe Sunset", publishedAt: stamp }),
      NOW,
    );
    expect(await ids("sunset")).toEqual([first.id]);
    expect(await ids("retirement")).toEqual([]);
    expectOldSearchRowFoundByDate(recorder.queries);
  });

  it("lets articles indexed before accents were folded be found without them", async () => {
    const older = await createTestDatabase({ migrate: false });
    try {
      const migrator = new Migrator({ db: older.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0001-initial")).error).toBeUndefined();
      const article = legacyArticle(
        "zurich-office",
        "Opening the Zürich Office",
        "<p>Société Générale came to lunch.</p>",
        "A café, a façade and the naïve plan.",
      );
      const { id } = article;
      await older.db.insertInto("articles").values(article).execute();
      await older.db.insertInto("article_tags").values({ article_id: id, tag: "Expansión", position: 0 }).execute();
      expect((await migrator.migrateTo("0018-stale-article-content")).error).toBeUndefined();
      const ids = async (query: string) =>
        (await searchArticles(older.db, { query, now: NOW })).items.map((found) => found.id);
      // PostgreSQL's documents kept the accents until 0019; SQLite's index always folded them.
      expect(await ids("zurich")).toEqual(dialect === "postgres" ? [] : [id]);

      expect(await migrateToLatest(older.db)).toContain("0019-search-without-accents");
      for (const query of ["zurich", "cafe", "facade", "naive", "societe generale", "expansion", "Zürich café"]) {
        expect(await ids(query), query).toEqual([id]);
      }
    } finally {
      await older.destroy();
    }
  });
});
