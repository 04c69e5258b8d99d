import { sql, type Kysely } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The admin's lead and newsletter lists at a million rows each: substring search through a trigram index, and
 * the tabs' totals kept in `row_counts` by triggers, so neither reads every row.
 *
 * SQLite: contentless FTS5 tables with the trigram tokenizer, keyed by the row's rowid, which the app's backups
 * keep (they copy pages) and so do VACUUM and VACUUM INTO on SQLite 3.54, though SQLite documents no promise
 * for tables without an INTEGER PRIMARY KEY. They narrow the candidates; the model still applies the original
 * LIKE to them, so results are exactly what the scan gave.
 * PostgreSQL: pg_trgm GIN indexes on exactly the expressions the models search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("row_counts")
    .addColumn("table_name", "text", (col) => col.primaryKey())
    .addColumn("total", "bigint", (col) => col.notNull())
    .execute();
  if (dialectOf(db) === "postgres") {
    await postgresSearch(db);
    await postgresCounts(db);
  } else {
    await sqliteSearch(db);
    await sqliteCounts(db);
  }
  // After the triggers exist: on PostgreSQL creating them locked out writers until this transaction commits, and
  // SQLite has one writer, so no row is counted twice or missed.
  for (const table of COUNTED_TABLES) {
    await sql`insert into row_counts (table_name, total) select ${table}, count(*) from ${sql.table(table)}`.execute(
      db,
    );
  }
}

const COUNTED_TABLES = ["leads", "newsletter_subscribers"] as const;

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index leads_search_trgm_idx on leads using gin (
    lower(first_name || ' ' || last_name) gin_trgm_ops,
    lower(company) gin_trgm_ops,
    lower(email) gin_trgm_ops,
    lower(phone) gin_trgm_ops
  )`.execute(db);
  await sql`create index newsletter_subscribers_email_trgm_idx on newsletter_subscribers using gin (email gin_trgm_ops)`.execute(
    db,
  );
}

/**
 * One statement-level trigger per change adds the number of rows it changed (TRUNCATE fires no DELETE trigger,
 * so it has its own). The counter row is locked until the writer commits, so concurrent writers queue on it and
 * a rolled-back change leaves the count as it was.
 */
async function postgresCounts(db: Kysely<unknown>): Promise<void> {
  await sql`create function row_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set total = total + (select count(*) from changed_rows) where table_name = tg_table_name;
      elsif tg_op = 'DELETE' then
        update row_counts set total = total - (select count(*) from changed_rows) where table_name = tg_table_name;
      else
        update row_counts set total = 0 where table_name = tg_table_name;
      end if;
      return null;
    end
  $$`.execute(db);
  for (const table of COUNTED_TABLES) {
    const name = sql.table(table);
    await sql`create trigger ${sql.raw(`${table}_count_insert`)} after insert on ${name}
      referencing new table as changed_rows for each statement execute function row_counts_follow()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_delete`)} after delete on ${name}
      referencing old table as changed_rows for each statement execute function row_counts_follow()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_truncate`)} after truncate on ${name}
      for each statement execute function row_counts_follow()`.execute(db);
  }
}

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table leads_search using fts5(
    name, company, email, phone, content = '', contentless_delete = 1, tokenize = 'trigram'
  )`.execute(db);
  const leadValues = sql`new.rowid, new.first_name || ' ' || new.last_name, new.company, new.email, new.phone`;
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into leads_search (rowid, name, company, email, phone) values (${leadValues});
  end`.execute(db);
  await sql`create trigger leads_search_update after update of first_name, last_name, company, email, phone on leads
  begin
    delete from leads_search where rowid = old.rowid;
    insert into leads_search (rowid, name, company, email, phone) values (${leadValues});
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    delete from leads_search where rowid = old.rowid;
  end`.execute(db);
  await sql`insert into leads_search (rowid, name, company, email, phone)
    select rowid, first_name || ' ' || last_name, company, email, phone from leads`.execute(db);

  await sql`create virtual table newsletter_subscribers_search using fts5(
    email, content = '', contentless_delete = 1, tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger newsletter_subscribers_search_insert after insert on newsletter_subscribers begin
    insert into newsletter_subscribers_search (rowid, email) values (new.rowid, new.email);
  end`.execute(db);
  await sql`create trigger newsletter_subscribers_search_update after update of email on newsletter_subscribers begin
    delete from newsletter_subscribers_search where rowid = old.rowid;
    insert into newsletter_subscribers_search (rowid, email) values (new.rowid, new.email);
  end`.execute(db);
  await sql`create trigger newsletter_subscribers_search_delete after delete on newsletter_subscribers begin
    delete from newsletter_subscribers_search where rowid = old.rowid;
  end`.execute(db);
  await sql`insert into newsletter_subscribers_search (rowid, email)
    select rowid, email from newsletter_subscribers`.execute(db);
}

/** SQLite has one writer at a time and row triggers only; each changed row moves its table's count by one. */
async function sqliteCounts(db: Kysely<unknown>): Promise<void> {
  for (const table of COUNTED_TABLES) {
    const name = sql.table(table);
    await sql`create trigger ${sql.raw(`${table}_count_insert`)} after insert on ${name} begin
      update row_counts set total = total + 1 where table_name = ${sql.lit(table)};
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_count_delete`)} after delete on ${name} begin
      update row_counts set total = total - 1 where table_name = ${sql.lit(table)};
    end`.execute(db);
  }
}
