import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewArticleRow } from "~/db/schema";
import {
  ArticleChangedError,
  countArticles,
  createArticle,
  deleteArticle,
  getArticleById,
  getFeaturedArticle,
  getNewestArticle,
  getPublishedArticleBySlug,
  listPublishedArticleSlugs,
  listPublishedArticles,
  recleanStoredArticles,
  updateArticle,
} from "~/models/article.server";
import { readContentVersion } from "~/models/content-version.server";
import { CONTENT_SANITIZER_VERSION, sanitizeArticleHtml } from "~/utils/sanitize-html.server";
import { createArticleInput, storedArticleRow } from "../setup/factories";
import { queryPlan } from "../setup/query-plan";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;

/** A fixed "now" so that scheduling does not depend on the wall clock. */
const NOW = new Date("2025-06-15T12:00:00.000Z");
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe(`article model (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    // Child rows go with their article (ON DELETE CASCADE), so this empties every article table.
    await testDb.db.deleteFrom("articles").execute();
  });

  async function childRowCounts(articleId: string) {
    const { db } = testDb;
    const [categories, tags, faqs] = await Promise.all([
      db.selectFrom("article_categories").select("category_slug").where("article_id", "=", articleId).execute(),
      db.selectFrom("article_tags").select("tag").where("article_id", "=", articleId).execute(),
      db.selectFrom("article_faqs").select("question").where("article_id", "=", articleId).execute(),
    ]);
    return { categories: categories.length, tags: tags.length, faqs: faqs.length };
  }

  describe("stored HTML", () => {
    it("is sanitized on create and on update: scripts, handlers and javascript: links never reach a reader", async () => {
      const payload =
        '<p onmouseover="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><img src="x" onerror="alert(4)">';
      const created = await createArticle(testDb.db, createArticleInput({ slug: "xss", content: payload }), NOW);
      expect(created.content).toBe("<p>Hello</p><a>x</a>");
      const updated = await updateArticle(
        testDb.db,
        created.id,
        createArticleInput({ slug: "xss", content: `<h2>Now</h2>${payload}` }),
        NOW,
      );
      expect(updated.content).toBe("<h2>Now</h2><p>Hello</p><a>x</a>");
      const [row] = await testDb.db.selectFrom("articles").select("content").where("id", "=", created.id).execute();
      expect(row!.content).toBe("<h2>Now</h2><p>Hello</p><a>x</a>");
    });

    /** An article row as an earlier release stored it, cleaned under allowlist `version`. */
    const legacyRow = (id: string, content: string, version: number) => ({
      ...storedArticleRow(id, { content, publishedAt: NOW.toISOString() }),
      content_sanitizer_version: version,
    });

    it("cleans rows stored before the allowlist when they are read", async () => {
      await testDb.db
        .insertInto("articles")
        .values(legacyRow("legacy", '<p onclick="alert(1)">Old</p><script>alert(2)</script>', 0))
        .execute();
      expect((await getArticleById(testDb.db, "legacy"))!.content).toBe("<p>Old</p>");
    });

    it("brings rows stored under an older allowlist up to date once, so reading them sanitizes nothing", async () => {
      const picture = '<img src="/media/article-images/1-chart-1200w.webp" alt="Chart" width="800" height="450" />';
      // Current rows are trusted as stored: this one shows whether the clean-up touched it.
      const current = '<p onclick="alert(1)">Left as stored</p>';
      await testDb.db
        .insertInto("articles")
        .values([
          legacyRow("before-lazy-images", `<p>Chart</p>${picture}`, 1),
          legacyRow("before-cleaning", '<p onclick="alert(1)">Old</p>', 0),
          legacyRow("current", current, CONTENT_SANITIZER_VERSION),
        ])
        .execute();

      expect(await recleanStoredArticles(testDb.db)).toBe(2);
      const rows = await testDb.db
        .selectFrom("articles")
        .select(["id", "content", "content_sanitizer_version"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          id: "before-cleaning",
          content: "<p>Old</p>",
          content_sanitizer_version: CONTENT_SANITIZER_VERSION,
        },
        {
          id: "before-lazy-images",
          content: `<p>Chart</p>${sanitizeArticleHtml(picture)}`,
          content_sanitizer_version: CONTENT_SANITIZER_VERSION,
        },
        { id: "current", content: current, content_sanitizer_version: CONTENT_SANITIZER_VERSION },
      ]);
      expect(rows[1]!.content).toContain('loading="lazy"');
      expect(await recleanStoredArticles(testDb.db)).toBe(0);
    });

    it("stops bringing rows up to date between batches when asked, leaving the rest to the next run", async () => {
      const rows = Array.from({ length: 250 }, (_, index) =>
        legacyRow(`stopped-${String(index).padStart(3, "0")}`, '<p onclick="alert(1)">Old</p>', 0),
      );
      await testDb.db.insertInto("articles").values(rows).execute();
      let batches = 0;
      const cleanedFirst = await recleanStoredArticles(testDb.db, () => batches++ > 0);
      expect(cleanedFirst).toBeGreaterThan(0);
      expect(cleanedFirst).toBeLessThan(rows.length);
      expect(await recleanStoredArticles(testDb.db)).toBe(rows.length - cleanedFirst);
      const stale = await testDb.db
        .selectFrom("articles")
        .select("id")
        .where("content_sanitizer_version", "<", CONTENT_SANITIZER_VERSION)
        .execute();
      expect(stale).toEqual([]);
      await testDb.db.deleteFrom("articles").where("id", "like", "stopped-%").execute();
    });

    it("sees whether any article is stored under an older allowlist through an index, not by reading every article", async () => {
      const query = sql`select id from articles where content_sanitizer_version < ${CONTENT_SANITIZER_VERSION} limit 1`;
      const steps = await queryPlan(testDb.db, query);
      if (testDialect === "sqlite")
        expect(steps).toMatch(/USING (COVERING )?INDEX articles_content_sanitizer_version_idx/);
      else expect(steps).toContain("articles_content_sanitizer_version_idx");
    });
  });

  describe("create and read", () => {
    it("stores categories, tags and FAQs and reads them back in stored order by id and by slug", async () => {
      const input = createArticleInput({
        slug: "ordered-lists",
        title: "Ordered Lists",
        categories: ["cto-reflections", "ai-data-emerging-tech", "cloud-infrastructure"],
        tags: ["Zeta", "Alpha", "Middle"],
        faqs: [
          { question: "Third question first?", answer: "Yes." },
          { question: "A second one?", answer: "Indeed." },
          { question: "Zebra?", answer: "Stripes." },
        ],
        bannerUrl: "/images/banner.jpg",
        ogImageUrl: "/images/og.jpg",
        readTime: 9,
        featured: true,
        publishedAt: "2025-01-02T03:04:05.678Z",
      });
      const created = await createArticle(testDb.db, input, NOW);

      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created).toMatchObject({
        slug: "ordered-lists",
        title: "Ordered Lists",
        summary: input.summary,
        content: input.content,
        author: input.author,
        categories: ["cto-reflections", "ai-data-emerging-tech", "cloud-infrastructure"],
        tags: ["Zeta", "Alpha", "Middle"],
        faqs: input.faqs,
        bannerUrl: "/images/banner.jpg",
        ogImageUrl: "/images/og.jpg",
        readTime: 9,
        featured: true,
        publishedAt: "2025-01-02T03:04:05.678Z",
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      });

      const byId = await getArticleById(testDb.db, created.id);
      expect(byId).toEqual(created);
      const bySlug = await getPublishedArticleBySlug(testDb.db, "ordered-lists", NOW);
      expect(bySlug).toEqual(created);

      const listed = await listPublishedArticles(testDb.db, { now: NOW });
      expect(listed.items).toHaveLength(1);
      expect(listed.items[0]!.categories).toEqual(["cto-reflections", "ai-data-emerging-tech", "cloud-infrastructure"]);
      expect(listed.items[0]!.tags).toEqual(["Zeta", "Alpha", "Middle"]);
    });

    it("orders lists by their stored position, not by row order", async () => {
      const article = await createArticle(testDb.db, createArticleInput({ categories: [], tags: [], faqs: [] }), NOW);
      const articleId = article.id;
      await testDb.db
        .insertInto("article_faqs")
        .values([
          { article_id: articleId, position: 2, question: "Third?", answer: "3" },
          { article_id: articleId, position: 0, question: "First?", answer: "1" },
          { article_id: articleId, position: 1, question: "Second?", answer: "2" },
        ])
        .execute();
      await testDb.db
        .insertInto("article_tags")
        .values([
          { article_id: articleId, tag: "b-second", position: 1 },
          { article_id: articleId, tag: "c-first", position: 0 },
          { article_id: articleId, tag: "a-third", position: 2 },
        ])
        .execute();

      const loaded = await getArticleById(testDb.db, articleId);
      expect(loaded?.faqs.map((faq) => faq.question)).toEqual(["First?", "Second?", "Third?"]);
      expect(loaded?.tags).toEqual(["c-first", "b-second", "a-third"]);
    });

    it("applies defaults for optional fields", async () => {
      const {
        bannerUrl: _b,
        ogImageUrl: _o,
        readTime: _r,
        featured: _f,
        publishedAt: _p,
        ...required
      } = createArticleInput({ slug: "defaults" });
      const created = await createArticle(testDb.db, required, NOW);
      expect(created).toMatchObject({
        bannerUrl: null,
        ogImageUrl: null,
        readTime: 5,
        featured: false,
        publishedAt: NOW.toISOString(),
      });
    });

    it("keeps the first occurrence of duplicated categories and tags", async () => {
      const created = await createArticle(
        testDb.db,
        createArticleInput({
          categories: ["cybersecurity-risk", "cto-reflections", "cybersecurity-risk"],
          tags: ["Risk", "Board", "Risk"],
        }),
        NOW,
      );
      expect(created.categories).toEqual(["cybersecurity-risk", "cto-reflections"]);
      expect(created.tags).toEqual(["Risk", "Board"]);
    });

    it("stores an article with empty lists", async () => {
      const created = await createArticle(testDb.db, createArticleInput({ categories: [], tags: [], faqs: [] }), NOW);
      expect(created).toMatchObject({ categories: [], tags: [], faqs: [] });
      expect(await childRowCounts(created.id)).toEqual({ categories: 0, tags: 0, faqs: 0 });
    });

    it("returns null for an unknown id or slug", async () => {
      expect(await getArticleById(testDb.db, "00000000-0000-0000-0000-000000000000")).toBeNull();
      expect(await getPublishedArticleBySlug(testDb.db, "no-such-article", NOW)).toBeNull();
    });

    it("rejects a duplicate slug and leaves no partial rows behind", async () => {
      const first = await createArticle(testDb.db, createArticleInput({ slug: "taken" }), NOW);
      await expect(
        createArticle(
          testDb.db,
          createArticleInput({ slug: "taken", categories: ["ecosystem-partners"], tags: ["Orphan"] }),
          NOW,
        ),
      ).rejects.toThrow();

      const rows = await testDb.db.selectFrom("articles").select(["id", "slug"]).execute();
      expect(rows).toEqual([{ id: first.id, slug: "taken" }]);
      const orphanCategories = await testDb.db
        .selectFrom("article_categories")
        .select("article_id")
        .where("category_slug", "=", "ecosystem-partners")
        .execute();
      expect(orphanCategories).toHaveLength(0);
    });

    it("rejects a read time outside 1-60 minutes", async () => {
      await expect(createArticle(testDb.db, createArticleInput({ readTime: 61 }), NOW)).rejects.toThrow();
      const { count } = await testDb.db
        .selectFrom("articles")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(0);
    });
  });

  describe("update", () => {
    it("replaces every list, changes the fields and bumps updatedAt but not createdAt", async () => {
      const createdAt = new Date("2025-06-01T00:00:00.000Z");
      const original = await createArticle(
        testDb.db,
        createArticleInput({
          slug: "before",
          categories: ["tech-strategy-architecture", "cloud-infrastructure"],
          tags: ["One", "Two"],
          faqs: [
            { question: "Old 1?", answer: "Old." },
            { question: "Old 2?", answer: "Old." },
          ],
          featured: true,
          publishedAt: "2025-05-01T00:00:00.000Z",
        }),
        createdAt,
      );

      const updatedAt = new Date("2025-06-10T09:30:00.000Z");
      const updated = await updateArticle(
        testDb.db,
        original.id,
        {
          slug: "after",
          title: "After",
          summary: "New summary",
          content: "<p>New content</p>",
          author: "Grace Hopper",
          categories: ["digital-talent-teams"],
          tags: ["Three", "Four", "Five"],
          faqs: [{ question: "New?", answer: "New." }],
          readTime: 12,
          featured: false,
        },
        updatedAt,
      );

      expect(updated).toMatchObject({
        id: original.id,
        slug: "after",
        title: "After",
        summary: "New summary",
        content: "<p>New content</p>",
        author: "Grace Hopper",
        categories: ["digital-talent-teams"],
        tags: ["Three", "Four", "Five"],
        faqs: [{ question: "New?", answer: "New." }],
        bannerUrl: null,
        readTime: 12,
        featured: false,
        // Omitting publishedAt keeps the stored publish date.
        publishedAt: "2025-05-01T00:00:00.000Z",
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      });
      expect(await getArticleById(testDb.db, original.id)).toEqual(updated);
      expect(await childRowCounts(original.id)).toEqual({ categories: 1, tags: 3, faqs: 1 });
      expect(await getPublishedArticleBySlug(testDb.db, "before", NOW)).toBeNull();
      expect((await getPublishedArticleBySlug(testDb.db, "after", NOW))?.id).toBe(original.id);
    });

    it("moves the publish date when one is given", async () => {
      const original = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-60) }), NOW);
      const updated = await updateArticle(
        testDb.db,
        original.id,
        createArticleInput({ slug: original.slug, publishedAt: minutesFromNow(60) }),
        NOW,
      );
      expect(updated.publishedAt).toBe(minutesFromNow(60));
      expect(await getPublishedArticleBySlug(testDb.db, original.slug, NOW)).toBeNull();
    });

    it("can clear every list", async () => {
      const original = await createArticle(testDb.db, createArticleInput(), NOW);
      const updated = await updateArticle(
        testDb.db,
        original.id,
        createArticleInput({ slug: original.slug, categories: [], tags: [], faqs: [] }),
        NOW,
      );
      expect(updated).toMatchObject({ categories: [], tags: [], faqs: [] });
      expect(await childRowCounts(original.id)).toEqual({ categories: 0, tags: 0, faqs: 0 });
    });

    it("changes nothing, not even updatedAt or the content version, when the save repeats what is stored", async () => {
      const input = createArticleInput({
        content: '<p onclick="alert(1)">Kept <strong>as is</strong></p>',
        categories: ["cloud-infrastructure", "cto-reflections", "cloud-infrastructure"],
        tags: ["Two", "One", "Two"],
        bannerUrl: "/images/banners/cloud-infrastructure.svg",
      });
      const original = await createArticle(testDb.db, input, NOW);
      const versionBefore = await readContentVersion(testDb.db);
      const later = new Date(NOW.getTime() + 60_000);

      const { publishedAt: _kept, ...withoutDate } = input;
      for (const again of [input, withoutDate, { ...input, bannerUrl: original.bannerUrl, ogImageUrl: undefined }]) {
        expect(await updateArticle(testDb.db, original.id, again, later, original.updatedAt)).toEqual(original);
      }
      expect(await readContentVersion(testDb.db)).toBe(versionBefore);

      for (const change of [{ tags: ["One", "Two"] }, { featured: true }, { content: "<p>Kept <em>as is</em></p>" }]) {
        const current = (await getArticleById(testDb.db, original.id))!;
        const saved = await updateArticle(testDb.db, original.id, { ...input, ...change }, later, current.updatedAt);
        expect(saved.updatedAt).toBe(later.toISOString());
      }
      expect(await readContentVersion(testDb.db)).toBe(versionBefore + 3);
    });

    it("rejects renaming to another article's slug and keeps both articles intact", async () => {
      const first = await createArticle(testDb.db, createArticleInput({ slug: "first" }), NOW);
      const second = await createArticle(testDb.db, createArticleInput({ slug: "second", tags: ["Keep"] }), NOW);
      await expect(
        updateArticle(testDb.db, second.id, createArticleInput({ slug: "first", tags: ["Lost"] }), NOW),
      ).rejects.toThrow();
      expect(await getArticleById(testDb.db, first.id)).toEqual(first);
      expect(await getArticleById(testDb.db, second.id)).toEqual(second);
    });
  });

  describe("an edit that began from an older version", () => {
    /** Saves `title` over the article as an edit begun from `editedVersion`, `minutes` after NOW. */
    const saveTitle = (article: { id: string; slug: string }, title: string, minutes: number, editedVersion: string) =>
      updateArticle(
        testDb.db,
        article.id,
        createArticleInput({ slug: article.slug, title, tags: [title] }),
        new Date(NOW.getTime() + minutes * 60_000),
        editedVersion,
      );

    it("is refused once someone else has saved the article, and changes nothing", async () => {
      const original = await createArticle(testDb.db, createArticleInput({ title: "Original" }), NOW);
      const theirs = await saveTitle(original, "Theirs", 1, original.updatedAt);
      expect(theirs.title).toBe("Theirs");
      await expect(saveTitle(original, "Mine", 2, original.updatedAt)).rejects.toBeInstanceOf(ArticleChangedError);
      expect(await getArticleById(testDb.db, original.id)).toEqual(theirs);
      expect((await saveTitle(original, "Mine", 3, theirs.updatedAt)).title).toBe("Mine");
    });

    it("lets exactly one of two saves begun from the same version through, even at the same moment", async () => {
      const original = await createArticle(testDb.db, createArticleInput(), NOW);
      const saves = await Promise.allSettled(
        ["First", "Second"].map((title, index) => saveTitle(original, title, index + 1, original.updatedAt)),
      );
      const saved = saves.filter((save) => save.status === "fulfilled");
      const refused = saves.filter((save) => save.status === "rejected");
      expect(saved).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reason).toBeInstanceOf(ArticleChangedError);
      expect((await getArticleById(testDb.db, original.id))?.title).toBe(saved[0]!.value.title);
    });
  });

  describe("delete", () => {
    it("deletes the article and cascades to its categories, tags and FAQs", async () => {
      const kept = await createArticle(testDb.db, createArticleInput(), NOW);
      const doomed = await createArticle(
        testDb.db,
        createArticleInput({
          categories: ["cto-reflections", "cloud-infrastructure"],
          tags: ["A", "B"],
          faqs: [
            { question: "Q1?", answer: "A1" },
            { question: "Q2?", answer: "A2" },
          ],
        }),
        NOW,
      );
      expect(await childRowCounts(doomed.id)).toEqual({ categories: 2, tags: 2, faqs: 2 });

      expect(await deleteArticle(testDb.db, doomed.id)).toBe(true);

      expect(await getArticleById(testDb.db, doomed.id)).toBeNull();
      expect(await childRowCounts(doomed.id)).toEqual({ categories: 0, tags: 0, faqs: 0 });
      expect(await childRowCounts(kept.id)).toEqual({ categories: 1, tags: 1, faqs: 1 });
      expect(await deleteArticle(testDb.db, doomed.id)).toBe(false);
    });
  });

  describe("scheduling", () => {
    it("hides an article published in the future until now passes its publish date", async () => {
      const publishedAt = minutesFromNow(30);
      const scheduled = await createArticle(testDb.db, createArticleInput({ slug: "scheduled", publishedAt }), NOW);

      expect(await getPublishedArticleBySlug(testDb.db, "scheduled", NOW)).toBeNull();
      expect(await getPublishedArticleBySlug(testDb.db, "scheduled", new Date(minutesFromNow(29)))).toBeNull();
      expect((await getPublishedArticleBySlug(testDb.db, "scheduled", new Date(publishedAt)))?.slug).toBe("scheduled");
      expect((await getPublishedArticleBySlug(testDb.db, "scheduled", new Date(minutesFromNow(31))))?.slug).toBe(
        "scheduled",
      );
      // The admin can still load it by id.
      expect((await getArticleById(testDb.db, scheduled.id))?.slug).toBe("scheduled");
    });
  });

  describe("publish dates with a UTC offset", () => {
    it("are stored in UTC so lists, counts and the article page agree", async () => {
      // 13:00 at +02:00 is 11:00 UTC: published one hour before NOW.
      const article = await createArticle(
        testDb.db,
        createArticleInput({ slug: "offset", publishedAt: "2025-06-15T13:00:00+02:00" }),
        NOW,
      );
      expect(article.publishedAt).toBe("2025-06-15T11:00:00.000Z");
      expect((await getPublishedArticleBySlug(testDb.db, "offset", NOW))?.id).toBe(article.id);
      expect((await listPublishedArticles(testDb.db, { now: NOW })).items.map((item) => item.id)).toEqual([article.id]);
      expect(await countArticles(testDb.db, NOW)).toEqual({ total: 1, published: 1 });
    });
  });

  describe("listPublishedArticles", () => {
    it("orders newest publishedAt first and excludes scheduled articles", async () => {
      const oldest = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-300) }), NOW);
      const newest = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-1) }), NOW);
      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(1) }), NOW);
      const middle = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-20) }), NOW);

      const page = await listPublishedArticles(testDb.db, { now: NOW });
      expect(page.items.map((article) => article.id)).toEqual([newest.id, middle.id, oldest.id]);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 12, pageCount: 1 });
      // Summaries do not carry content or FAQs.
      expect(page.items[0]).not.toHaveProperty("content");
      expect(page.items[0]).not.toHaveProperty("faqs");

      const later = await listPublishedArticles(testDb.db, { now: new Date(minutesFromNow(2)) });
      expect(later.total).toBe(4);
    });

    it("filters by category", async () => {
      const cloudOld = await createArticle(
        testDb.db,
        createArticleInput({
          categories: ["tech-strategy-architecture", "cloud-infrastructure"],
          publishedAt: minutesFromNow(-50),
        }),
        NOW,
      );
      await createArticle(
        testDb.db,
        createArticleInput({ categories: ["cybersecurity-risk"], publishedAt: minutesFromNow(-40) }),
        NOW,
      );
      const cloudNew = await createArticle(
        testDb.db,
        createArticleInput({ categories: ["cloud-infrastructure"], publishedAt: minutesFromNow(-30) }),
        NOW,
      );
      await createArticle(
        testDb.db,
        createArticleInput({ categories: ["cloud-infrastructure"], publishedAt: minutesFromNow(30) }),
        NOW,
      );

      const cloud = await listPublishedArticles(testDb.db, { category: "cloud-infrastructure", now: NOW });
      expect(cloud.items.map((article) => article.id)).toEqual([cloudNew.id, cloudOld.id]);
      expect(cloud.total).toBe(2);
      expect(cloud.items[1]!.categories).toEqual(["tech-strategy-architecture", "cloud-infrastructure"]);

      const empty = await listPublishedArticles(testDb.db, { category: "cto-reflections", now: NOW });
      expect(empty).toEqual({ items: [], total: 0, page: 1, pageSize: 12, pageCount: 1 });

      const all = await listPublishedArticles(testDb.db, { now: NOW });
      expect(all.total).toBe(3);
    });

    it("leaves the article featured above the list out of the list and of its count", async () => {
      const older = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-20) }), NOW);
      const newer = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-10) }), NOW);
      const rest = await listPublishedArticles(testDb.db, { excludeId: newer.id, now: NOW });
      expect(rest.items.map((article) => article.id)).toEqual([older.id]);
      expect(rest.total).toBe(1);
    });

    it("paginates with page, pageSize, total and pageCount", async () => {
      const created = [];
      for (let index = 0; index < 7; index += 1) {
        created.push(
          await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-100 + index) }), NOW),
        );
      }
      const newestFirst = created.map((article) => article.id).reverse();

      const first = await listPublishedArticles(testDb.db, { now: NOW, page: 1, pageSize: 3 });
      expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3, pageCount: 3 });
      expect(first.items.map((article) => article.id)).toEqual(newestFirst.slice(0, 3));

      const second = await listPublishedArticles(testDb.db, { now: NOW, page: 2, pageSize: 3 });
      expect(second.items.map((article) => article.id)).toEqual(newestFirst.slice(3, 6));

      const last = await listPublishedArticles(testDb.db, { now: NOW, page: 3, pageSize: 3 });
      expect(last.items.map((article) => article.id)).toEqual(newestFirst.slice(6));
      expect(last).toMatchObject({ total: 7, page: 3, pageCount: 3 });

      const beyond = await listPublishedArticles(testDb.db, { now: NOW, page: 9, pageSize: 3 });
      expect(beyond).toMatchObject({ items: [], total: 7, page: 9, pageCount: 3 });

      const invalid = await listPublishedArticles(testDb.db, { now: NOW, page: -4, pageSize: 3 });
      expect(invalid.page).toBe(1);
      expect(invalid.items.map((article) => article.id)).toEqual(newestFirst.slice(0, 3));
    });

    it("clamps an absurd page size to at most 100 items", async () => {
      const rows: NewArticleRow[] = Array.from({ length: 105 }, (_, index) => {
        const stamp = new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString();
        return {
          id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
          slug: `bulk-${index}`,
          title: `Bulk ${index}`,
          summary: "Bulk summary",
          content: "<p>Bulk</p>",
          author: "Bulk Author",
          banner_url: null,
          og_image_url: null,
          read_time: 5,
          featured: 0,
          published_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        };
      });
      await testDb.db.insertInto("articles").values(rows).execute();

      const page = await listPublishedArticles(testDb.db, { now: NOW, pageSize: 10_000 });
      expect(page.items).toHaveLength(100);
      expect(page).toMatchObject({ total: 105, page: 1, pageSize: 100, pageCount: 2 });
      expect(page.items[0]!.slug).toBe("bulk-104");

      const second = await listPublishedArticles(testDb.db, { now: NOW, page: 2, pageSize: 10_000 });
      expect(second.items.map((article) => article.slug)).toEqual(["bulk-4", "bulk-3", "bulk-2", "bulk-1", "bulk-0"]);
    });
  });

  describe("getFeaturedArticle", () => {
    it("returns null when there is nothing published", async () => {
      expect(await getFeaturedArticle(testDb.db, NOW)).toBeNull();
      await createArticle(testDb.db, createArticleInput({ featured: true, publishedAt: minutesFromNow(5) }), NOW);
      expect(await getFeaturedArticle(testDb.db, NOW)).toBeNull();
    });

    it("prefers the newest featured published article", async () => {
      await createArticle(testDb.db, createArticleInput({ featured: true, publishedAt: minutesFromNow(-90) }), NOW);
      const newestFeatured = await createArticle(
        testDb.db,
        createArticleInput({ featured: true, publishedAt: minutesFromNow(-60) }),
        NOW,
      );
      await createArticle(testDb.db, createArticleInput({ featured: false, publishedAt: minutesFromNow(-1) }), NOW);
      await createArticle(testDb.db, createArticleInput({ featured: true, publishedAt: minutesFromNow(10) }), NOW);

      const featured = await getFeaturedArticle(testDb.db, NOW);
      expect(featured?.id).toBe(newestFeatured.id);
      expect(featured?.featured).toBe(true);
      expect(featured?.categories).toEqual(newestFeatured.categories);
    });

    it("falls back to the newest published article when none is featured", async () => {
      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-90) }), NOW);
      const newest = await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-5) }), NOW);
      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(5) }), NOW);

      const featured = await getFeaturedArticle(testDb.db, NOW);
      expect(featured?.id).toBe(newest.id);
      expect(featured?.featured).toBe(false);
    });
  });

  describe("getNewestArticle", () => {
    it("returns the category's newest published article, featured or not", async () => {
      expect(await getNewestArticle(testDb.db, { category: "cloud-infrastructure", now: NOW })).toBeNull();
      await createArticle(
        testDb.db,
        createArticleInput({ categories: ["cloud-infrastructure"], featured: true, publishedAt: minutesFromNow(-60) }),
        NOW,
      );
      const newest = await createArticle(
        testDb.db,
        createArticleInput({
          categories: ["tech-strategy-architecture", "cloud-infrastructure"],
          publishedAt: minutesFromNow(-5),
        }),
        NOW,
      );
      await createArticle(
        testDb.db,
        createArticleInput({ categories: ["cto-reflections"], publishedAt: minutesFromNow(-1) }),
        NOW,
      );
      await createArticle(
        testDb.db,
        createArticleInput({ categories: ["cloud-infrastructure"], publishedAt: minutesFromNow(5) }),
        NOW,
      );
      const found = await getNewestArticle(testDb.db, { category: "cloud-infrastructure", now: NOW });
      expect(found?.id).toBe(newest.id);
      expect(found?.categories).toEqual(["tech-strategy-architecture", "cloud-infrastructure"]);
    });
  });

  describe("countArticles", () => {
    it("counts all articles and the published ones", async () => {
      expect(await countArticles(testDb.db, NOW)).toEqual({ total: 0, published: 0 });

      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-10) }), NOW);
      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(-5) }), NOW);
      await createArticle(testDb.db, createArticleInput({ publishedAt: NOW.toISOString() }), NOW);
      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(5) }), NOW);
      await createArticle(testDb.db, createArticleInput({ publishedAt: minutesFromNow(500) }), NOW);

      expect(await countArticles(testDb.db, NOW)).toEqual({ total: 5, published: 3 });
      expect(await countArticles(testDb.db, new Date(minutesFromNow(6)))).toEqual({ total: 5, published: 4 });
    });
  });

  describe("listPublishedArticleSlugs", () => {
    it("lists published slugs with their last change, newest change first", async () => {
      await createArticle(
        testDb.db,
        createArticleInput({ slug: "older-change", publishedAt: minutesFromNow(-100) }),
        new Date(minutesFromNow(-100)),
      );
      const edited = await createArticle(
        testDb.db,
        createArticleInput({ slug: "edited", publishedAt: minutesFromNow(-200) }),
        new Date(minutesFromNow(-200)),
      );
      await updateArticle(
        testDb.db,
        edited.id,
        createArticleInput({ slug: "edited", publishedAt: minutesFromNow(-200) }),
        new Date(minutesFromNow(-10)),
      );
      await createArticle(testDb.db, createArticleInput({ slug: "future", publishedAt: minutesFromNow(10) }), NOW);

      expect(await listPublishedArticleSlugs(testDb.db, NOW)).toEqual([
        { slug: "edited", updatedAt: minutesFromNow(-10), publishedAt: minutesFromNow(-200) },
        { slug: "older-change", updatedAt: minutesFromNow(-100), publishedAt: minutesFromNow(-100) },
      ]);
    });

    it("returns an empty list for an empty database", async () => {
      expect(await listPublishedArticleSlugs(testDb.db, NOW)).toEqual([]);
    });
  });
});
