import type { Kysely } from "kysely";

/**
 * Every start looks for articles stored under an older sanitizer allowlist. Without an index that meant reading
 * every article's row, content and all, to find usually none; with it the look-up is a range of this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("articles_content_sanitizer_version_idx")
    .on("articles")
    .columns(["content_sanitizer_version", "id"])
    .execute();
}
