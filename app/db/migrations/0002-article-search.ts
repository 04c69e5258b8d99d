import { sql, type Kysely } from "kysely";
import { dialectOf } from "../dialect";

/** Articles are indexed in batches so a large archive never sits in memory at once. */
const BACKFILL_BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await db.schema
      .createTable("article_search")
      .addColumn("article_id", "text", (col) => col.primaryKey().references("articles.id").onDelete("cascade"))
      .addColumn("document", sql`tsvector`, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("article_search_document_idx")
      .on("article_search")
      .using("gin")
      .column("document")
      .execute();
  } else {
    // The porter stemmer lets "migrations" find "migration"; diacritics are folded so "cafe" finds "café".
    await sql`create virtual table article_search using fts5(
      article_id UNINDEXED, title, summary, body, tags,
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  }
  await backfill(db);
}

/**
 * Indexes the articles that existed before this migration. The SQL and the text extraction below are
 * frozen copies of what the article model did when this migration was written: a migration must give
 * the same result on every database it ever runs on, whatever the models later become, so it imports
 * nothing that can change.
 */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  for await (const articles of searchableArticleBatches(db)) {
    const rows = articles.map(({ id, text }) => (postgres ? sql`(${id}, ${tsvectorOf(text)})` : sqliteRow(id, text)));
    await sql`insert into article_search ${postgres ? sql`(article_id, document)` : sql`(article_id, title, summary, body, tags)`}
      values ${sql.join(rows)}`.execute(db);
  }
}

/** Every article's searchable text, BACKFILL_BATCH articles at a time; 0019 re-indexes with it too. */
export async function* searchableArticleBatches(
  db: Kysely<unknown>,
): AsyncGenerator<{ id: string; text: SearchableText }[]> {
  let lastId = "";
  for (;;) {
    const { rows: articles } = await sql<{ id: string; title: string; summary: string; content: string }>`
      select id, title, summary, content from articles where id > ${lastId} order by id limit ${BACKFILL_BATCH}
    `.execute(db);
    if (articles.length === 0) return;
    const ids = articles.map((article) => article.id);
    const { rows: tagRows } = await sql<{ article_id: string; tag: string }>`
      select article_id, tag from article_tags where article_id in (${sql.join(ids)}) order by position
    `.execute(db);
    const tagsById = Map.groupBy(tagRows, (row) => row.article_id);
    yield articles.map((article) => {
      const tags = (tagsById.get(article.id) ?? []).map((row) => row.tag);
      return { id: article.id, text: searchableText({ ...article, tags }) };
    });
    lastId = ids[ids.length - 1]!;
  }
}

function sqliteRow(articleId: string, text: SearchableText) {
  return sql`(${articleId}, ${text.title}, ${text.summary}, ${text.body}, ${text.tags})`;
}

function tsvectorOf(text: SearchableText) {
  return sql`setweight(to_tsvector('english', ${text.title}::text), 'A')
    || setweight(to_tsvector('english', ${text.summary}::text || ' ' || ${text.tags}::text), 'B')
    || setweight(to_tsvector('english', ${text.body}::text), 'C')`;
}

interface SearchableText {
  title: string;
  summary: string;
  body: string;
  tags: string;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

function searchableText(article: {
  title: string;
  summary: string;
  content: string;
  tags: readonly string[];
}): SearchableText {
  const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const body = article.content
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity);
  return {
    title: words(article.title),
    summary: words(article.summary),
    body: words(body),
    tags: words(article.tags.join(" ")),
  };
}
