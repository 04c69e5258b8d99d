import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import { dialectOf } from "./dialect";

/** A trigram index holds every run of 3 characters: shorter text has none to look up, so it reads every row. */
const TRIGRAM_LENGTH = 3;

/**
 * On SQLite, the rows of `table` whose trigram table `searchTable` (migration 0012) may contain `text`, a condition
 * to AND with the exact LIKE the search is defined by; null when no index can narrow the search. The FTS5 trigram
 * tokenizer folds case for all of Unicode, while LIKE folds ASCII only, so its phrase match is a superset of
 * the LIKE and the LIKE decides. On PostgreSQL the planner uses the GIN trigram index for the LIKE itself.
 */
export function trigramCandidates<DB>(
  db: Kysely<DB> | Transaction<DB>,
  table: "leads" | "newsletter_subscribers",
  searchTable: "leads_search" | "newsletter_subscribers_search",
  text: string,
): Expression<SqlBool> | null {
  // The same case folding as the LIKE pattern (containsPattern): a row the LIKE finds holds this text. SQLite's
  // LIKE reads its pattern only up to a NUL (and FTS5 its query), so the text before one is what rows must hold.
  const [lowered = ""] = text.toLowerCase().split("\0", 1);
  if (dialectOf(db) === "postgres" || [...lowered].length < TRIGRAM_LENGTH) return null;
  // Inside an FTS5 string every character is literal but the quote, which is doubled.
  const phrase = `"${lowered.replaceAll('"', '""')}"`;
  return sql<SqlBool>`${sql.table(table)}.rowid in (select rowid from ${sql.table(searchTable)} where ${sql.table(searchTable)} match ${phrase})`;
}
