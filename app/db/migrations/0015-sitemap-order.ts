import type { Kysely } from "kysely";

/**
 * The sitemap lists published articles by their last change, newest first, a file of at most 50,000 at a time.
 * Without an index in that order each file sorted every article; with this one a file is a range of it, and it
 * carries the publication date and slug so the articles themselves are not read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("articles_updated_at_idx")
    .on("articles")
    .columns(["updated_at", "id", "published_at", "slug"])
    .execute();
}
