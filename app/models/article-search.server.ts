import { sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import { mapPage, paginate } from "~/db/paginate.server";
import type { Database, Db } from "~/db/schema";
import { normalizePage, toPage, type Page, type PageRequest } from "~/db/values";
import { attachLists, summaryColumns, type ArticleSummary } from "./article-summary.server";
import { searchableText, type SearchableText } from "~/utils/article-text";

export interface ArticleSearchQuery extends PageRequest {
  query: string;
  now?: Date;
  /** Admins search scheduled articles too; readers never see them. */
  includeScheduled?: boolean;
}

export interface ArticleSearchResults extends Page<ArticleSummary> {
  /** The words actually searched for, lower-cased: what the results page highlights. */
  terms: string[];
}

const MAX_TERMS = 8;

/** Longer runs are pasted noise (hashes, base64); PostgreSQL also ignores words over 2047 characters. */
const MAX_TERM_LENGTH = 64;

/**
 * PostgreSQL's 'english' configuration drops these words from queries, while SQLite's FTS5 has no stop
 * words; dropping them from every query keeps both databases returning the same articles (a search
 * for "the cloud" is a search for "cloud" on both). This is PostgreSQL's english.stop list.
 */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers " +
    "herself it its itself they them their theirs themselves what which who whom this that these those am is " +
    "are was were be been being have has had having do does did doing a an the and but if or because as until " +
    "while of at by for with about against between into through during before after above below to from up " +
    "down in out on off over under again further then once here there when where why how all any both each " +
    "few more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

/**
 * The words of what a reader typed, and nothing else: letters and digits only, so no operator, quote
 * or column filter of either database's query syntax can reach it, whatever was typed.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const [token] of query.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = token.toLowerCase();
    if (term.length > MAX_TERM_LENGTH || STOP_WORDS.has(term)) continue;
    terms.add(term);
    if (terms.size === MAX_TERMS) break;
  }
  return [...terms];
}

/** Every term must match, each as a word prefix, so "migrat" finds "Migration". */
function ftsMatchExpression(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(" ");
}

function tsqueryExpression(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(" & ");
}

/** Title weighs most, then summary and tags, then the body (PostgreSQL weights A, B, C). */
function tsvectorOf(text: SearchableText) {
  return sql<string>`setweight(to_tsvector('english', ${text.title}::text), 'A')
    || setweight(to_tsvector('english', ${text.summary}::text || ' ' || ${text.tags}::text), 'B')
    || setweight(to_tsvector('english', ${text.body}::text), 'C')`;
}

/** (Re)writes the article's search row from its stored title, summary, content and tags. */
export async function indexArticle(db: Db, articleId: string): Promise<void> {
  const [article, tagRows] = await Promise.all([
    db.selectFrom("articles").select(["title", "summary", "content"]).where("id", "=", articleId).executeTakeFirst(),
    db.selectFrom("article_tags").select("tag").where("article_id", "=", articleId).orderBy("position").execute(),
  ]);
  await removeArticleFromSearch(db, articleId);
  if (!article) return;
  const text = searchableText({ ...article, tags: tagRows.map((row) => row.tag) });
  await db
    .insertInto("article_search")
    .values(
      dialectOf<Database>(db) === "postgres"
        ? { article_id: articleId, document: tsvectorOf(text) }
        : { article_id: articleId, ...text },
    )
    .execute();
}

/** PostgreSQL cascades this on delete; SQLite's virtual table cannot have a foreign key, so it must be asked. */
export async function removeArticleFromSearch(db: Db, articleId: string): Promise<void> {
  await db.deleteFrom("article_search").where("article_id", "=", articleId).execute();
}

/**
 * Published articles matching every word of the query, best match first (a title match before a body
 * match), then the newest. Scheduled articles stay hidden until their publish date, as everywhere else.
 */
export async function searchArticles(
  db: Db,
  { query, now = new Date(), includeScheduled = false, ...pageRequest }: ArticleSearchQuery,
): Promise<ArticleSearchResults> {
  const terms = searchTerms(query);
  if (terms.length === 0) {
    const { page, pageSize } = normalizePage(pageRequest);
    return { ...toPage([], 0, page, pageSize), terms };
  }

  const postgres = dialectOf<Database>(db) === "postgres";
  const tsquery = sql`to_tsquery('english', ${tsqueryExpression(terms)})`;
  const filtered = db
    .selectFrom("article_search")
    .innerJoin("articles", "articles.id", "article_search.article_id")
    .where(
      postgres
        ? sql<boolean>`article_search.document @@ ${tsquery}`
        : sql<boolean>`article_search match ${ftsMatchExpression(terms)}`,
    )
    .$if(!includeScheduled, (query) => query.where("articles.published_at", "<=", now.toISOString()));
  // bm25() is lower-is-better, so it is negated to order both databases the same way.
  const relevance = postgres
    ? sql<number>`ts_rank(article_search.document, ${tsquery})`
    : sql<number>`-bm25(article_search, 0, 10.0, 5.0, 1.0, 5.0)`;

  const page = await paginate(filtered, pageRequest, (query) =>
    query
      .select(summaryColumns.map((column) => `articles.${column}` as const))
      .select(relevance.as("relevance"))
      .orderBy("relevance", "desc")
      .orderBy("articles.published_at", "desc")
      .orderBy("articles.id", "desc"),
  );
  return { ...(await mapPage(page, (rows) => attachLists(db, rows))), terms };
}
