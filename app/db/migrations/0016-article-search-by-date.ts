import { sql, type Kysely } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A search ranks only the newest matching articles, so SQLite's full-text index must hand its matches out
 * newest first and stop: FTS5 can do that only in the order of its rowids. From here a search row's rowid is
 * its article's publication second times 4,096, plus a slot for articles published in the same second. The
 * rowid also finds an article's row again from its date, where the unindexed article_id column meant reading
 * the whole index on every save. PostgreSQL walks its publication-date index instead: nothing to change there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") return;
  await sql`create virtual table article_search_by_date using fts5(
    article_id UNINDEXED, title, summary, body, tags,
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`insert into article_search_by_date (rowid, article_id, title, summary, body, tags)
    select
      second * 4096 + row_number() over (partition by second order by article_id) - 1,
      article_id, title, summary, body, tags
    from (
      select cast(strftime('%s', articles.published_at) as integer) as second, article_search.*
      from article_search join articles on articles.id = article_search.article_id
    )`.execute(db);
  await sql`drop table article_search`.execute(db);
  await sql`alter table article_search_by_date rename to article_search`.execute(db);
}
