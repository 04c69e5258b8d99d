import type { Kysely } from "kysely";

/**
 * Rate-limit counters shared by every instance (the layout rate-limiter-flexible reads and writes), and the
 * version of the HTML allowlist each article's content was last cleaned with (0: stored before cleaning).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
  await db.schema.createIndex("rate_limits_expire_idx").on("rate_limits").column("expire").execute();
  await db.schema
    .alterTable("articles")
    .addColumn("content_sanitizer_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}
