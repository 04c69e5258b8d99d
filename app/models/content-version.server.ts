import { sql } from "kysely";
import type { Db } from "~/db/schema";

/** Marks published content as changed; call it inside the transaction that changes it. */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable("content_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
