import { sql, type Kysely } from "kysely";
import { dialectOf } from "../dialect";
import { searchableText, type SearchableText } from "./0002-article-search";

const BATCH = 200;
const FIELDS = ["title", "summary", "body", "tags"] as const;

/**
 * PostgreSQL's search documents kept the accents SQLite's index folds (remove_diacritics), so "cafe" found "Café"
 * on SQLite only. From here the article model folds the accents of Latin letters in documents and queries alike;
 * this re-indexes the articles whose words have any, in batches so a large archive never sits in memory. The
 * folding and the text extraction are frozen copies, so the result never depends on what the models become.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  let lastId = "";
  for (;;) {
    const { rows: articles } = await sql<{ id: string; title: string; summary: string; content: string }>`
      select id, title, summary, content from articles where id > ${lastId} order by id limit ${BATCH}
    `.execute(db);
    if (articles.length === 0) return;
    const ids = articles.map((article) => article.id);
    const { rows: tagRows } = await sql<{ article_id: string; tag: string }>`
      select article_id, tag from article_tags where article_id in (${sql.join(ids)}) order by position
    `.execute(db);
    const tagsById = Map.groupBy(tagRows, (row) => row.article_id);
    for (const article of articles) {
      const text = searchableText({ ...article, tags: (tagsById.get(article.id) ?? []).map((row) => row.tag) });
      const folded = foldedText(text);
      if (FIELDS.every((field) => folded[field] === text[field])) continue;
      await sql`update article_search set document = setweight(to_tsvector('english', ${folded.title}::text), 'A')
          || setweight(to_tsvector('english', ${folded.summary}::text || ' ' || ${folded.tags}::text), 'B')
          || setweight(to_tsvector('english', ${folded.body}::text), 'C')
        where article_id = ${article.id}`.execute(db);
    }
    lastId = ids[ids.length - 1]!;
  }
}

function foldedText(text: SearchableText): SearchableText {
  const fold = (words: string) => words.normalize("NFD").replace(/(\p{Script=Latin})\p{Mn}+/gu, "$1");
  return Object.fromEntries(FIELDS.map((field) => [field, fold(text[field])])) as unknown as SearchableText;
}
