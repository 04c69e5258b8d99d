import type { Kysely } from "kysely";

/**
 * One counter of published-content changes, bumped in the same transaction as each article write, so every
 * process serving the site (instances, workers) can tell that its cached pages are stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ content_version: { id: number; version: number } }>)
    .insertInto("content_version")
    .values({ id: 1, version: 0 })
    .execute();
}
