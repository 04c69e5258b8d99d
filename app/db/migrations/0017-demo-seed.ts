import { sql, type Kysely } from "kysely";

/**
 * The demo insights belong to a new site's first start. An empty articles table was the only sign of one, so a
 * site whose admins had deleted every article got the twelve demo articles back, published, on its next restart.
 * From here one row records that the seed has had its turn (seeded, or found articles); a database that already
 * holds articles has had it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("demo_seed")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("checked_at", "text", (col) => col.notNull())
    .execute();
  await sql`insert into demo_seed (id, checked_at)
    select 1, ${new Date().toISOString()} where exists (select 1 from articles)`.execute(db);
}
