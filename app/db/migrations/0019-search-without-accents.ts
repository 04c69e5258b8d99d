import { sql, type Kysely } from "kysely";
import { dialectOf } from "../dialect";
import { searchableArticleBatches } from "./0002-article-search";

const FIELDS = ["title", "summary", "body", "tags"] as const;

/**
 * PostgreSQL's search documents kept the accents SQLite's index folds (remove_diacritics), so "cafe" found "Café"
 * on SQLite only. From here the article model folds the accents of Latin letters in documents and queries alike;
 * this re-indexes the articles whose words have any, in batches so a large archive never sits in memory. The
 * folding here and the text extraction of 0002 are frozen, so the result never depends on what the models become.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  for await (const articles of searchableArticleBatches(db)) {
    for (const { id, text } of articles) {
      const folded = foldedText(text);
      if (FIELDS.every((field) => folded[field] === text[field])) continue;
      await sql`update article_search set document = setweight(to_tsvector('english', ${folded.title}::text), 'A')
          || setweight(to_tsvector('english', ${folded.summary}::text || ' ' || ${folded.tags}::text), 'B')
          || setweight(to_tsvector('english', ${folded.body}::text), 'C')
        where article_id = ${id}`.execute(db);
    }
  }
}

type SearchableText = Record<(typeof FIELDS)[number], string>;

function foldedText(text: SearchableText): SearchableText {
  const fold = (words: string) => words.normalize("NFD").replace(/(\p{Script=Latin})\p{Mn}+/gu, "$1");
  return { title: fold(text.title), summary: fold(text.summary), body: fold(text.body), tags: fold(text.tags) };
}
