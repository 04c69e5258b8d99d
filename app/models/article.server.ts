import { setImmediate as nextTurnOfEventLoop } from "node:timers/promises";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { mapPage, paginate } from "~/db/paginate.server";
import type { Database, Db } from "~/db/schema";
import { normalizePage, toPage, type Page, type PageRequest } from "~/db/values";
import { lockedForUpdate } from "~/db/dialect";
import { inTransaction } from "~/db/transaction.server";
import { newId, toIsoString } from "~/db/values";
import { indexArticle, removeArticleFromSearch } from "./article-search.server";
import { attachLists, summaryColumns, type ArticleSummary } from "./article-summary.server";
import { bumpContentVersion } from "./content-version.server";
import { contentChanged } from "~/utils/content-events.server";
import { CONTENT_SANITIZER_VERSION, sanitizeArticleHtml } from "~/utils/sanitize-html.server";

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Article extends ArticleSummary {
  content: string;
  faqs: FaqEntry[];
}

export interface ArticleInput {
  slug: string;
  title: string;
  summary: string;
  content: string;
  author: string;
  categories: string[];
  tags: string[];
  faqs: FaqEntry[];
  bannerUrl?: string | null;
  ogImageUrl?: string | null;
  readTime?: number;
  featured?: boolean;
  publishedAt?: string;
}

/** Stored timestamps are UTC ISO strings so SQLite's text comparison orders them like PostgreSQL does. */
function toUtcIso(value: string): string {
  return new Date(value).toISOString();
}

async function writeLists(db: Db, articleId: string, input: Pick<ArticleInput, "categories" | "tags" | "faqs">) {
  await db.deleteFrom("article_categories").where("article_id", "=", articleId).execute();
  await db.deleteFrom("article_tags").where("article_id", "=", articleId).execute();
  await db.deleteFrom("article_faqs").where("article_id", "=", articleId).execute();
  const categories = [...new Set(input.categories)];
  const tags = [...new Set(input.tags)];
  if (categories.length > 0) {
    await db
      .insertInto("article_categories")
      .values(categories.map((category_slug, position) => ({ article_id: articleId, category_slug, position })))
      .execute();
  }
  if (tags.length > 0) {
    await db
      .insertInto("article_tags")
      .values(tags.map((tag, position) => ({ article_id: articleId, tag, position })))
      .execute();
  }
  if (input.faqs.length > 0) {
    await db
      .insertInto("article_faqs")
      .values(input.faqs.map((faq, position) => ({ article_id: articleId, position, ...faq })))
      .execute();
  }
}

export async function createArticle(db: Db, input: ArticleInput, now = new Date()): Promise<Article> {
  const id = newId();
  const timestamp = now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("articles")
      .values({
        id,
        slug: input.slug,
        title: input.title,
        summary: input.summary,
        content: sanitizeArticleHtml(input.content),
        content_sanitizer_version: CONTENT_SANITIZER_VERSION,
        author: input.author,
        banner_url: input.bannerUrl ?? null,
        og_image_url: input.ogImageUrl ?? null,
        read_time: input.readTime ?? 5,
        featured: input.featured ? 1 : 0,
        published_at: input.publishedAt ? toUtcIso(input.publishedAt) : timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
    await writeLists(trx, id, input);
    await indexArticle(trx, id);
    await bumpContentVersion(trx);
  });
  contentChanged();
  return requireArticleById(db, id);
}

/** An edit began from a version of the article that someone else has saved over since. */
export class ArticleChangedError extends Error {
  constructor() {
    super("the article was saved by someone else after this edit began");
    this.name = "ArticleChangedError";
  }
}

/** The article was deleted after this edit began: there is nothing left to save it over. */
export class ArticleDeletedError extends Error {
  constructor() {
    super("the article was deleted by someone else after this edit began");
    this.name = "ArticleDeletedError";
  }
}

/** The article as `input` would store it, in the terms of an Article: the fields a save writes. */
function savedFields(input: ArticleInput, storedPublishedAt: string) {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    content: sanitizeArticleHtml(input.content),
    author: input.author,
    categories: [...new Set(input.categories)],
    tags: [...new Set(input.tags)],
    faqs: input.faqs.map(({ question, answer }) => ({ question, answer })),
    bannerUrl: input.bannerUrl ?? null,
    ogImageUrl: input.ogImageUrl ?? null,
    readTime: input.readTime ?? 5,
    featured: Boolean(input.featured),
    publishedAt: input.publishedAt ? toUtcIso(input.publishedAt) : storedPublishedAt,
  };
}

export type SavedArticleFields = ReturnType<typeof savedFields>;

function savesNothingNew(stored: Article, after: SavedArticleFields): boolean {
  const before = Object.fromEntries(Object.keys(after).map((field) => [field, stored[field as keyof Article]]));
  return JSON.stringify(before) === JSON.stringify(after);
}

/** A save as it went: the article as stored when it began, the fields it wrote (sanitized) and the article now. */
export interface ArticleSave {
  before: Article;
  saved: SavedArticleFields;
  article: Article;
}

/**
 * Saves the article; a changed slug leaves the old one behind as a redirect to the new one. With `editedVersion`
 * (the `updatedAt` the edit began from) it refuses, with ArticleChangedError, to save over a newer version; an
 * article deleted meanwhile is refused with ArticleDeletedError. A save
 * that changes nothing writes nothing: the article keeps its modified time (feeds, sitemap, the date readers see)
 * and cached pages stay.
 */
export async function updateArticle(
  db: Db,
  id: string,
  input: ArticleInput,
  now = new Date(),
  editedVersion?: string,
): Promise<Article> {
  return (await saveArticleChanges(db, id, input, now, editedVersion)).article;
}

/** updateArticle, answering what the save changed: the fields an audit entry names are those it wrote differently. */
export async function saveArticleChanges(
  db: Db,
  id: string,
  input: ArticleInput,
  now = new Date(),
  editedVersion?: string,
): Promise<ArticleSave> {
  const { before, saved, changed } = await inTransaction(db, async (trx) => {
    // A concurrent save of the same article waits for this one here, and then reads the version it saved.
    const locked = await lockedForUpdate(
      trx,
      trx.selectFrom("articles").select(["slug", "published_at", "updated_at"]).where("id", "=", id),
    ).executeTakeFirst();
    if (!locked) throw new ArticleDeletedError();
    if (editedVersion !== undefined && toIsoString(locked.updated_at) !== editedVersion) {
      throw new ArticleChangedError();
    }
    const stored = await loadArticle(trx, "id", id);
    if (!stored) throw new ArticleDeletedError();
    // Sanitized once: the comparison, the update and the caller's account of the change use the same content.
    const saved = savedFields(input, stored.publishedAt);
    if (savesNothingNew(stored, saved)) return { before: stored, saved, changed: false };
    await trx
      .updateTable("articles")
      .set({
        slug: input.slug,
        title: input.title,
        summary: input.summary,
        content: saved.content,
        content_sanitizer_version: CONTENT_SANITIZER_VERSION,
        author: input.author,
        banner_url: input.bannerUrl ?? null,
        og_image_url: input.ogImageUrl ?? null,
        read_time: input.readTime ?? 5,
        featured: input.featured ? 1 : 0,
        ...(input.publishedAt ? { published_at: toUtcIso(input.publishedAt) } : {}),
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
    if (locked.slug !== input.slug) await redirectOldSlug(trx, id, locked.slug, input.slug, now);
    await writeLists(trx, id, input);
    await indexArticle(trx, id, locked.published_at);
    await bumpContentVersion(trx);
    return { before: stored, saved, changed: true };
  });
  if (changed) contentChanged();
  return { before, saved, article: await requireArticleById(db, id) };
}

async function redirectOldSlug(trx: Db, articleId: string, oldSlug: string, newSlug: string, now: Date): Promise<void> {
  // The new slug is live again if it was ever someone's old one; the old slug now points here.
  await trx.deleteFrom("article_slug_redirects").where("old_slug", "in", [newSlug, oldSlug]).execute();
  await trx
    .insertInto("article_slug_redirects")
    .values({ old_slug: oldSlug, article_id: articleId, created_at: now.toISOString() })
    .execute();
}

/**
 * The current slug of the article that once had `slug`, if any; with `publishedBy`, only when the article is
 * public by then, so a redirect never reveals a scheduled article's new address.
 */
export async function findRenamedArticleSlug(db: Db, slug: string, publishedBy?: Date): Promise<string | null> {
  let query = db
    .selectFrom("article_slug_redirects")
    .innerJoin("articles", "articles.id", "article_slug_redirects.article_id")
    .select("articles.slug")
    .where("article_slug_redirects.old_slug", "=", slug);
  if (publishedBy) query = query.where("articles.published_at", "<=", publishedBy.toISOString());
  const row = await query.executeTakeFirst();
  return row?.slug ?? null;
}

/** What holds a slug already, apart from the given article: another article, another article's former address, or nothing. */
export async function slugHolder(
  db: Db,
  slug: string,
  exceptArticleId?: string,
): Promise<"article" | "former address" | null> {
  const [article, redirect] = await Promise.all([
    db.selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst(),
    db.selectFrom("article_slug_redirects").select("article_id").where("old_slug", "=", slug).executeTakeFirst(),
  ]);
  if (article !== undefined && article.id !== exceptArticleId) return "article";
  if (redirect !== undefined && redirect.article_id !== exceptArticleId) return "former address";
  return null;
}

export async function deleteArticle(db: Db, id: string): Promise<boolean> {
  const deleted = await inTransaction(db, async (trx) => {
    const article = await trx.selectFrom("articles").select("published_at").where("id", "=", id).executeTakeFirst();
    if (article) await removeArticleFromSearch(trx, id, article.published_at);
    const result = await trx.deleteFrom("articles").where("id", "=", id).executeTakeFirst();
    await bumpContentVersion(trx);
    return Number(result.numDeletedRows) > 0;
  });
  if (deleted) contentChanged();
  return deleted;
}

/** When the next scheduled article goes live, if any: cached pages must not outlive that moment. */
export async function nextScheduledPublication(db: Db, now = new Date()): Promise<Date | null> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => eb.fn.min("published_at").as("next"))
    .where("published_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

async function loadArticle(db: Db, column: "id" | "slug", value: string): Promise<Article | null> {
  const row = await db.selectFrom("articles").selectAll().where(column, "=", value).executeTakeFirst();
  if (!row) return null;
  const [summary] = await attachLists(db, [row]);
  const faqs = await db
    .selectFrom("article_faqs")
    .select(["question", "answer"])
    .where("article_id", "=", row.id)
    .orderBy("position")
    .execute();
  // Rows stored before the current allowlist are cleaned again on the way out.
  const content =
    row.content_sanitizer_version >= CONTENT_SANITIZER_VERSION ? row.content : sanitizeArticleHtml(row.content);
  return { ...summary!, content, faqs };
}

const RECLEAN_BATCH = 200;

/** Articles stored under an older allowlist; usually none, found through their own index (migration 0018). */
function staleArticleContent(db: Db) {
  return db.selectFrom("articles").where("content_sanitizer_version", "<", CONTENT_SANITIZER_VERSION);
}

/**
 * Cleans again, once, the rows stored under an older allowlist, so that reading them costs no sanitizing. A row
 * whose content was saved meanwhile is left as that save wrote it. `stopped` is asked before each batch: the rows
 * not reached are cleaned on the way out when read, and by the next run.
 */
export async function recleanStoredArticles(db: Db, stopped = () => false): Promise<number> {
  if (!(await staleArticleContent(db).select("id").limit(1).executeTakeFirst())) return 0;
  let cleaned = 0;
  let after = "";
  for (;;) {
    if (stopped()) return cleaned;
    const rows = await staleArticleContent(db)
      .select(["id", "content"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(RECLEAN_BATCH)
      .execute();
    for (const row of rows) {
      // better-sqlite3 answers at once, so awaiting it never lets the server read a request: without this turn
      // given back, requests would wait until every row was done.
      await nextTurnOfEventLoop();
      const result = await db
        .updateTable("articles")
        .set({ content: sanitizeArticleHtml(row.content), content_sanitizer_version: CONTENT_SANITIZER_VERSION })
        .where("id", "=", row.id)
        .where("content", "=", row.content)
        .where("content_sanitizer_version", "<", CONTENT_SANITIZER_VERSION)
        .executeTakeFirst();
      cleaned += Number(result.numUpdatedRows);
    }
    if (rows.length < RECLEAN_BATCH) return cleaned;
    after = rows.at(-1)!.id;
  }
}

async function requireArticleById(db: Db, id: string): Promise<Article> {
  const article = await loadArticle(db, "id", id);
  if (!article) throw new Error(`Article ${id} vanished while being saved`);
  return article;
}

export function getArticleById(db: Kysely<Database>, id: string): Promise<Article | null> {
  return loadArticle(db, "id", id);
}

/** The article whatever its publish date: for admins, who edit and preview scheduled articles. */
export function getArticleBySlug(db: Db, slug: string): Promise<Article | null> {
  return loadArticle(db, "slug", slug);
}

/** The article as the public may see it: scheduled articles stay hidden until their publish date. */
export async function getPublishedArticleBySlug(
  db: Kysely<Database>,
  slug: string,
  now = new Date(),
): Promise<Article | null> {
  const article = await loadArticle(db, "slug", slug);
  if (!article || article.publishedAt > now.toISOString()) return null;
  return article;
}

/** The id of a public article, for counting a view without loading the article. */
export async function findPublishedArticleId(db: Db, slug: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom("articles")
    .select("id")
    .where("slug", "=", slug)
    .where("published_at", "<=", now.toISOString())
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface ArticleListQuery extends PageRequest {
  category?: string;
  /** An article shown above the list (the featured one), left out of it and of its count. */
  excludeId?: string;
  now?: Date;
}

/**
 * A category's published articles, newest first, read in order from its (category_slug, published_at, article_id)
 * index (each category row carries its article's publication date, migration 0013). A page costs its own rows
 * wherever in time the category's articles lie; walking all articles by date and checking each one's categories
 * passed over every newer article of other categories first.
 */
function categoryArticleIds(
  db: Kysely<Database>,
  { category, now, excludeId }: { category: string; now: Date; excludeId?: string },
) {
  return db
    .selectFrom("article_categories")
    .select("article_id")
    .where("category_slug", "=", category)
    .where("published_at", "<=", now.toISOString())
    .$if(excludeId !== undefined, (query) => query.where("article_id", "!=", excludeId!))
    .orderBy("published_at", "desc")
    .orderBy("article_id", "desc");
}

export async function listPublishedArticles(
  db: Kysely<Database>,
  { category, excludeId, now = new Date(), ...pageRequest }: ArticleListQuery = {},
): Promise<Page<ArticleSummary>> {
  const newestFirst = (query: SelectQueryBuilder<Database, "articles", object>) =>
    query.select(summaryColumns).orderBy("published_at", "desc").orderBy("id", "desc");
  if (category) {
    const { page, pageSize, offset } = normalizePage(pageRequest);
    const [rows, total] = await Promise.all([
      newestFirst(
        db
          .selectFrom("articles")
          .where("id", "in", categoryArticleIds(db, { category, now, excludeId }).limit(pageSize).offset(offset)),
      ).execute(),
      countPublishedInCategory(db, { category, now, excludeId }),
    ]);
    return mapPage(toPage(rows, total, page, pageSize), (items) => attachLists(db, items));
  }
  const filtered = db
    .selectFrom("articles")
    .where("published_at", "<=", now.toISOString())
    .$if(excludeId !== undefined, (query) => query.where("id", "!=", excludeId!));
  const page = await paginate(filtered, pageRequest, newestFirst, () => countPublished(db, { now, excludeId }));
  return mapPage(page, (rows) => attachLists(db, rows));
}

/**
 * Published articles, counted without visiting each of them: every article (the total triggers keep, migration
 * 0014) less the scheduled ones (a range of future dates, which stays small) and less the one a list leaves out.
 * One statement, so the three parts come from one snapshot.
 */
async function countPublished(
  db: Kysely<Database>,
  { now, excludeId }: { now: Date; excludeId?: string },
): Promise<number> {
  const at = now.toISOString();
  const excluded = excludeId
    ? sql`(select count(*) from articles where id = ${excludeId} and published_at <= ${at})`
    : sql`0`;
  const { rows } = await sql<{ total: string | number }>`select
    (select total from row_counts where table_name = 'articles')
    - (select count(*) from articles where published_at > ${at})
    - ${excluded} as total`.execute(db);
  return Number(rows[0]!.total);
}

/**
 * A category's published articles, counted in one range of its (category_slug, published_at) index: each
 * category row carries its article's publication date (migration 0013).
 */
async function countPublishedInCategory(
  db: Kysely<Database>,
  { category, now, excludeId }: { category: string; now: Date; excludeId?: string },
): Promise<number> {
  const row = await db
    .selectFrom("article_categories")
    .where("category_slug", "=", category)
    .where("published_at", "<=", now.toISOString())
    .$if(excludeId !== undefined, (query) => query.where("article_id", "!=", excludeId!))
    .select((eb) => eb.fn.countAll<string | number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The newest published article of a category: the one its page features. */
export async function getNewestArticle(
  db: Kysely<Database>,
  { category, now = new Date() }: { category: string; now?: Date },
): Promise<ArticleSummary | null> {
  const row = await db
    .selectFrom("articles")
    .select(summaryColumns)
    .where("id", "in", categoryArticleIds(db, { category, now }).limit(1))
    .executeTakeFirst();
  if (!row) return null;
  const [article] = await attachLists(db, [row]);
  return article ?? null;
}

/** The newest featured published article, else the newest published one. */
export async function getFeaturedArticle(db: Kysely<Database>, now = new Date()): Promise<ArticleSummary | null> {
  // Two reads that each walk an index: one ordered by (featured, date) sorted every published article.
  const newest = (featured: boolean) => {
    const published = db.selectFrom("articles").select(summaryColumns).where("published_at", "<=", now.toISOString());
    return (featured ? published.where("featured", "=", 1) : published)
      .orderBy("published_at", "desc")
      .limit(1)
      .executeTakeFirst();
  };
  const row = (await newest(true)) ?? (await newest(false));
  if (!row) return null;
  const [article] = await attachLists(db, [row]);
  return article ?? null;
}

export async function countArticles(db: Db, now = new Date()): Promise<{ total: number; published: number }> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("total"),
      eb.fn
        .sum<string | number | null>(eb.case().when("published_at", "<=", now.toISOString()).then(1).else(0).end())
        .as("published"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), published: Number(row.published ?? 0) };
}

/** How many articles are published by `now`, without visiting each of them (see countPublished). */
export function countPublishedArticles(db: Kysely<Database>, now = new Date()): Promise<number> {
  return countPublished(db, { now });
}

/**
 * Slug and last change of published articles, newest change first (the sitemap), all of them or the range asked
 * for; read in the order of the (updated_at, id, published_at, slug) index (migration 0015).
 */
export async function listPublishedArticleSlugs(
  db: Kysely<Database>,
  now = new Date(),
  range?: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: string; publishedAt: string }[]> {
  const rows = await db
    .selectFrom("articles")
    .select(["slug", "updated_at", "published_at"])
    .where("published_at", "<=", now.toISOString())
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .$if(range !== undefined, (query) => query.limit(range!.limit).offset(range!.offset))
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    updatedAt: toIsoString(row.updated_at),
    publishedAt: toIsoString(row.published_at),
  }));
}

const RELATED_CANDIDATES = 100;

/**
 * Up to `limit` other published articles that share at least one category with the article: those
 * sharing more categories first, then the newest.
 */
export async function listRelatedArticles(
  db: Kysely<Database>,
  article: Pick<ArticleSummary, "id" | "categories">,
  { limit = 3, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<ArticleSummary[]> {
  if (article.categories.length === 0) return [];
  // Ranked among the newest RELATED_CANDIDATES of its categories, not all of them: grouping and sorting a whole
  // category on every article view grows with the site.
  const candidates = db
    .selectFrom("articles")
    .select("articles.id")
    .where("articles.id", "!=", article.id)
    .where("articles.published_at", "<=", now.toISOString())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("article_categories")
          .select("article_categories.article_id")
          .whereRef("article_categories.article_id", "=", "articles.id")
          .where("article_categories.category_slug", "in", article.categories),
      ),
    )
    .orderBy("articles.published_at", "desc")
    .orderBy("articles.id", "desc")
    .limit(RELATED_CANDIDATES);
  const rows = await db
    .selectFrom("articles")
    .innerJoin("article_categories", "article_categories.article_id", "articles.id")
    .where("article_categories.category_slug", "in", article.categories)
    .where("articles.id", "in", candidates)
    .select(summaryColumns.map((column) => `articles.${column}` as const))
    .select((eb) => eb.fn.countAll<string | number>().as("shared"))
    .groupBy(summaryColumns.map((column) => `articles.${column}` as const))
    .orderBy("shared", "desc")
    .orderBy("articles.published_at", "desc")
    .orderBy("articles.id", "desc")
    .limit(limit)
    .execute();
  return attachLists(db, rows);
}

/** The newest articles by creation, scheduled ones included: what an admin worked on last. */
export async function listRecentArticles(db: Db, limit = 5): Promise<ArticleSummary[]> {
  const rows = await db
    .selectFrom("articles")
    .select(summaryColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return attachLists(db, rows);
}

/** Every article, scheduled ones first (their dates are in the future), then newest published first. */
export async function listAllArticles(db: Db, request: PageRequest = {}): Promise<Page<ArticleSummary>> {
  const page = await paginate(db.selectFrom("articles"), request, (query) =>
    query.select(summaryColumns).orderBy("published_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => attachLists(db, rows));
}
