import type { Kysely } from "kysely";

/** The audit log is filtered by action, newest first: one index serves both. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("audit_entries_action_created_at_idx")
    .on("audit_entries")
    .columns(["action", "created_at"])
    .execute();
}
