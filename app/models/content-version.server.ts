import { sql } from "kysely";
import { CONTENT_CHANGED_CHANNEL } from "~/db/content-changes.server";
import { dialectOf } from "~/db/dialect";
import type { Database, Db } from "~/db/schema";

/**
 * Marks published content as changed; call it inside the transaction that changes it. On PostgreSQL the
 * notification is part of that transaction: listeners hear it when, and only if, the change commits.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable("content_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
  if (dialectOf<Database>(db) === "postgres") await sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, '')`.execute(db);
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
