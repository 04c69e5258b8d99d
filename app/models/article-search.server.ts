import { sql, type AliasedSelectQueryBuilder } from "kysely";
import { dialectOf } from "~/db/dialect";
import { mapPage, paginate } from "~/db/paginate.server";
import type { Database, Db } from "~/db/schema";
import { normalizePage, toIsoString, toPage, type Page, type PageRequest } from "~/db/values";
import { attachLists, summaryColumns, type ArticleSummary } from "./article-summary.server";
import { withoutAccents } from "~/utils/accents";
import { searchableText, type SearchableText } from "~/utils/article-text";
import { MAX_SEARCH_WORD_LENGTH, SEARCH_RANKED_LIMIT } from "~/utils/search-outcome";

export interface ArticleSearchQuery extends PageRequest {
  query: string;
  now?: Date;
  /** Admins search scheduled articles too; readers never see them. */
  includeScheduled?: boolean;
  /** How many of the newest matches are ranked; SEARCH_RANKED_LIMIT unless a test needs fewer. */
  rankedLimit?: number;
}

export interface ArticleSearchResults extends Page<ArticleSummary> {
  /** The words actually searched for, lower-cased: what the results page highlights. */
  terms: string[];
  /** More articles match than are ranked: `total` is the ranked limit, not every match. */
  capped: boolean;
}

const MAX_TERMS = 8;

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
    if (term.length > MAX_SEARCH_WORD_LENGTH || STOP_WORDS.has(term)) continue;
    terms.add(term);
    if (terms.size === MAX_TERMS) break;
  }
  return [...terms];
}

/**
 * Title weighs most, then summary and tags, then the body (PostgreSQL weights A, B, C). PostgreSQL's 'english'
 * configuration keeps accents, which SQLite's index folds: documents and queries are folded here to match.
 */
function tsvectorOf(text: SearchableText) {
  const [title, summary, tags, body] = [text.title, text.summary, text.tags, text.body].map(withoutAccents);
  return sql<string>`setweight(to_tsvector('english', ${title}::text), 'A')
    || setweight(to_tsvector('english', ${summary}::text || ' ' || ${tags}::text), 'B')
    || setweight(to_tsvector('english', ${body}::text), 'C')`;
}

/**
 * SQLite keeps an article's search row at a rowid made from its publication second (migration 0016), so that
 * FTS5 hands out matches newest first and a row is found again from its date. Articles published in the same
 * second take the next free slot of that second.
 */
const SLOTS_PER_SECOND = 4096;

/**
 * Computed in SQL, the constants as literals: FTS5 uses a rowid bound only when it is an integer, and
 * better-sqlite3 binds every JavaScript number as a floating-point value.
 */
function firstSearchRowid(publishedAt: string | Date) {
  return sql<number>`cast(strftime('%s', ${toIsoString(publishedAt)}) as integer) * ${sql.lit(SLOTS_PER_SECOND)}`;
}

function lastSearchRowid(publishedAt: string | Date) {
  return sql<number>`${firstSearchRowid(publishedAt)} + ${sql.lit(SLOTS_PER_SECOND - 1)}`;
}

/**
 * (Re)writes the article's search row from its stored title, summary, content and tags. `indexedPublishedAt`
 * is the publication date the article had when it was last indexed, for one that already has a row.
 */
export async function indexArticle(db: Db, articleId: string, indexedPublishedAt?: string | Date): Promise<void> {
  const [article, tagRows] = await Promise.all([
    db
      .selectFrom("articles")
      .select(["title", "summary", "content", "published_at"])
      .where("id", "=", articleId)
      .executeTakeFirst(),
    db.selectFrom("article_tags").select("tag").where("article_id", "=", articleId).orderBy("position").execute(),
  ]);
  if (indexedPublishedAt !== undefined) await removeArticleFromSearch(db, articleId, indexedPublishedAt);
  if (!article) return;
  const text = searchableText({ ...article, tags: tagRows.map((row) => row.tag) });
  if (dialectOf<Database>(db) === "postgres") {
    await db
      .insertInto("article_search")
      .values({ article_id: articleId, document: tsvectorOf(text) })
      .execute();
    return;
  }
  // A 4,097th article in the same second spills into the next second's first slot, or fails if that is taken.
  await sql`insert into article_search (rowid, article_id, title, summary, body, tags)
    select coalesce(max(rowid) + 1, ${firstSearchRowid(article.published_at)}),
      ${articleId}, ${text.title}, ${text.summary}, ${text.body}, ${text.tags}
    from article_search
    where rowid between ${firstSearchRowid(article.published_at)} and ${lastSearchRowid(article.published_at)}`.execute(
    db,
  );
}

/**
 * Deletes the article's search row; `indexedPublishedAt` is the publication date it was indexed with. PostgreSQL
 * cascades this on delete; SQLite's virtual table cannot have a foreign key, so it must be asked.
 */
export async function removeArticleFromSearch(
  db: Db,
  articleId: string,
  indexedPublishedAt: string | Date,
): Promise<void> {
  if (dialectOf<Database>(db) === "postgres") {
    await db.deleteFrom("article_search").where("article_id", "=", articleId).execute();
    return;
  }
  const { numAffectedRows } = await sql`delete from article_search
    where rowid between ${firstSearchRowid(indexedPublishedAt)} and ${lastSearchRowid(indexedPublishedAt)}
      and article_id = ${articleId}`.execute(db);
  // Not where its date says (a spilled slot): then it takes reading the whole index to find it.
  if (numAffectedRows === 0n) await db.deleteFrom("article_search").where("article_id", "=", articleId).execute();
}

/**
 * Published articles matching every word of the query, best match first (a title match before a body
 * match), then the newest. Scheduled articles stay hidden until their publish date, as everywhere else.
 *
 * Only the newest `rankedLimit` matches are ranked, so that a search most articles match costs about what a
 * rare one does: `total` stops there and `capped` says more matched. Words match as whole words first (with
 * their inflections); as prefixes ("migrat" finds "migration") only when fewer articles than that contain the
 * whole words, because a prefix is looked up in every word it begins, which a whole word never needs.
 */
export async function searchArticles(
  db: Db,
  {
    query,
    now = new Date(),
    includeScheduled = false,
    rankedLimit = SEARCH_RANKED_LIMIT,
    ...pageRequest
  }: ArticleSearchQuery,
): Promise<ArticleSearchResults> {
  const terms = searchTerms(query);
  if (terms.length === 0) {
    const { page, pageSize } = normalizePage(pageRequest);
    return { ...toPage([], 0, page, pageSize), terms, capped: false };
  }

  const publishedBy = includeScheduled ? null : now.toISOString();
  const postgres = dialectOf<Database>(db) === "postgres";
  const matches = (match: Match, ranking: Ranking, limit: number) =>
    db
      .selectFrom((postgres ? postgresMatches : sqliteMatches)(db, { terms, match, ranking, publishedBy, limit }))
      .innerJoin("articles", "articles.id", "matches.article_id")
      // SQLite's rowids place an article by its publication second: the exact moment is checked here.
      .$if(publishedBy !== null && !postgres, (query) => query.where("articles.published_at", "<=", publishedBy!));
  const countMatches = async (match: Match) =>
    Number(
      (
        await matches(match, "unranked", rankedLimit + 1)
          .select((eb) => eb.fn.countAll<string | number>().as("total"))
          .executeTakeFirstOrThrow()
      ).total,
    );

  const chooseMatch = async (): Promise<{ match: Match; total: number }> => {
    const wholeWords = await countMatches("whole words");
    if (wholeWords > rankedLimit) return { match: "whole words", total: wholeWords };
    if (postgres) {
      const amongNewest = await countMatches("prefixes among the newest");
      if (amongNewest > rankedLimit) return { match: "prefixes among the newest", total: amongNewest };
    }
    return { match: "prefixes", total: await countMatches("prefixes") };
  };

  const { match, total } = await chooseMatch();
  const ranking: Ranking = total > rankedLimit ? "by field" : "by frequency";
  const page = await paginate(
    matches(match, ranking, rankedLimit),
    pageRequest,
    (query) =>
      query
        .select(summaryColumns.map((column) => `articles.${column}` as const))
        .select("matches.relevance")
        .orderBy("matches.relevance", "desc")
        .orderBy("articles.published_at", "desc")
        .orderBy("articles.id", "desc"),
    async () => total,
  );
  const capped = page.total > rankedLimit;
  const results = capped ? toPage(page.items, rankedLimit, page.page, page.pageSize) : page;
  return { ...(await mapPage(results, (rows) => attachLists(db, rows))), terms, capped };
}

/**
 * How the words are matched: "prefixes among the newest" (PostgreSQL) looks for prefixes only in the newest
 * NEWEST_PREFIX_WINDOW articles, and is used when more than the ranked limit match there, which makes them the
 * newest matches of all.
 */
type Match = "whole words" | "prefixes" | "prefixes among the newest";

/**
 * How the newest matches are ordered. "by frequency": how often the words occur, in which fields, and how rare they
 * are (bm25) or dense (ts_rank). "by field", when more articles match than are ranked: how often the words occur in
 * the title, the summary and the tags, the body left out, so that a search most articles match stays as cheap as a
 * rare one. bm25() reads every article holding each word to weigh it (about 5 ms per search at 100,000 articles
 * that all hold it), and a body is too long to count its words in for 200 articles. "unranked" is for counting.
 */
type Ranking = "by frequency" | "by field" | "unranked";

/** How many of the newest articles a PostgreSQL prefix search reads before it asks the full-text index instead. */
const NEWEST_PREFIX_WINDOW = 1_000;

/** The newest `limit` matching articles, each with its relevance, as the `matches` of a query. */
type Matches = AliasedSelectQueryBuilder<{ article_id: string; relevance: number }, "matches">;

/** What each database's `matches` are asked for: published by then (all when null), at most `limit`. */
interface MatchRequest {
  terms: string[];
  match: Match;
  ranking: Ranking;
  publishedBy: string | null;
  limit: number;
}

/**
 * FTS5 walks its rowids (publication seconds) down from now and stops after `limit`, so only those are ranked.
 * bm25() is lower-is-better, so it is negated to order both databases the same way.
 */
function sqliteMatches(db: Db, { terms, match, ranking, publishedBy, limit }: MatchRequest): Matches {
  const expression = terms.map((term) => (match === "whole words" ? `"${term}"` : `"${term}"*`)).join(" ");
  const relevance = {
    "by frequency": sql<number>`-bm25(article_search, 0, 10.0, 5.0, 1.0, 5.0)`,
    "by field": sql<number>`10 * ${wordsIn("title")} + 5 * ${wordsIn("summary")} + 5 * ${wordsIn("tags")}`,
    unranked: sql<number>`0`,
  }[ranking];
  return db
    .selectFrom("article_search")
    .select(["article_search.article_id", relevance.as("relevance")])
    .where(sql<boolean>`article_search match ${expression}`)
    .$if(publishedBy !== null, (query) =>
      query.where(sql<boolean>`article_search.rowid <= ${lastSearchRowid(publishedBy!)}`),
    )
    .orderBy(sql`article_search.rowid`, "desc")
    .limit(limit)
    .as("matches");
}

/** The positions of article_search's columns, by which FTS5's auxiliary functions name them. */
const SEARCH_COLUMNS = { title: 1, summary: 2, tags: 4 } as const;

/**
 * How many times the query's words occur in a column of the matched row: highlight() returns the column with one
 * character added before each occurrence.
 */
function wordsIn(column: keyof typeof SEARCH_COLUMNS) {
  return sql<number>`(length(highlight(article_search, ${sql.lit(SEARCH_COLUMNS[column])}, '[', ''))
    - length(${sql.ref(`article_search.${column}`)}))`;
}

function postgresQuery(terms: string[], match: Match) {
  const expression = terms
    .map(withoutAccents)
    .map((term) => (match === "whole words" ? term : `${term}:*`))
    .join(" & ");
  return sql`to_tsquery('english', ${expression})`;
}

/**
 * For whole words the planner knows how common each is: it walks the publication-date index when most articles
 * match and sorts the few matches otherwise. A prefix it guesses at 2% of the articles, whatever it is, and with a
 * limit of 200 that guess walks every article when nothing matches (200 ms at 100,000): prefix matches come from
 * the full-text index first, the OFFSET 0 keeping the planner from merging that step into the walk. That in turn
 * reads every match when a prefix begins words in most articles (340–400 ms at 100,000), so such a prefix is first
 * looked for among the newest NEWEST_PREFIX_WINDOW articles only. Ranking reads each document, so it waits until
 * the newest `limit` are chosen.
 */
function postgresMatches(db: Db, { terms, match, ranking, publishedBy, limit }: MatchRequest): Matches {
  const tsquery = postgresQuery(terms, match);
  const newest =
    match === "prefixes among the newest"
      ? db
          .selectFrom(
            db
              .selectFrom("articles")
              .select(["articles.id", "articles.published_at"])
              .$if(publishedBy !== null, (query) => query.where("articles.published_at", "<=", publishedBy!))
              .orderBy("articles.published_at", "desc")
              .orderBy("articles.id", "desc")
              .limit(NEWEST_PREFIX_WINDOW)
              .as("recent"),
          )
          // Lateral and fenced by OFFSET 0, so that each of those articles is looked up by its id in date order and
          // the walk stops at `limit`: as a plain join it is planned as reading every match and hashing them.
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom("article_search")
                .select(["article_search.article_id", "article_search.document"])
                .whereRef("article_search.article_id", "=", "recent.id")
                .where(sql<boolean>`article_search.document @@ ${tsquery}`)
                .offset(0)
                .as("found"),
            (join) => join.onTrue(),
          )
          .select(["found.article_id", "found.document"])
          .orderBy("recent.published_at", "desc")
          .orderBy("recent.id", "desc")
          .limit(limit)
          .as("newest")
      : db
          .selectFrom(
            db
              .selectFrom("article_search")
              .select(["article_search.article_id", "article_search.document"])
              .where(sql<boolean>`article_search.document @@ ${tsquery}`)
              .$if(match === "prefixes", (query) => query.offset(0))
              .as("found"),
          )
          .innerJoin("articles", "articles.id", "found.article_id")
          .select(["found.article_id", "found.document"])
          .$if(publishedBy !== null, (query) => query.where("articles.published_at", "<=", publishedBy!))
          .orderBy("articles.published_at", "desc")
          .orderBy("articles.id", "desc")
          .limit(limit)
          .as("newest");
  const relevance = {
    "by frequency": sql<number>`ts_rank(newest.document, ${tsquery})`,
    // The weights of D, C (the body), B (summary and tags) and A (the title).
    "by field": sql<number>`ts_rank('{0, 0, 0.5, 1}', newest.document, ${tsquery})`,
    unranked: sql<number>`0`,
  }[ranking];
  return db
    .selectFrom(newest)
    .select(["newest.article_id", relevance.as("relevance")])
    .as("matches");
}
