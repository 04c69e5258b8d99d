import type { Db, RowCountsTable } from "~/db/schema";

/**
 * The exact number of rows in a large table, read from the total its triggers keep (migration 0012) instead of
 * counting a million rows for each admin page.
 */
export async function countRows(db: Db, table: RowCountsTable["table_name"]): Promise<number> {
  const row = await db
    .selectFrom("row_counts")
    .select("total")
    .where("table_name", "=", table)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
