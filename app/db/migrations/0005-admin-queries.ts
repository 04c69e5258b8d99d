import type { Kysely } from "kysely";

/** Indexes for the admin's reads: the audit log filtered by action, and page views summed per day. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("audit_entries_action_created_at_idx")
    .on("audit_entries")
    .columns(["action", "created_at"])
    .execute();
  await db.schema.createIndex("page_views_day_idx").on("page_views").columns(["day", "article_id"]).execute();
}
