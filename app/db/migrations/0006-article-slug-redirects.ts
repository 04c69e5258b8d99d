import type { Kysely } from "kysely";
import { timestampType } from "../dialect";

/** Old slugs of renamed articles, so links to an old URL keep working with a permanent redirect. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("article_slug_redirects")
    .addColumn("old_slug", "text", (col) => col.primaryKey())
    .addColumn("article_id", "text", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("created_at", timestampType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("article_slug_redirects_article_idx")
    .on("article_slug_redirects")
    .column("article_id")
    .execute();
}
