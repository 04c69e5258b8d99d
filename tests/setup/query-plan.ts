import { sql, type RawBuilder } from "kysely";
import type { Db } from "~/db/schema";
import { testDialect } from "./test-database";

/**
 * The plan the test database gives `query`, as text: SQLite's `explain query plan` steps, or PostgreSQL's `explain`
 * lines. On the few rows of a test PostgreSQL would rightly read the whole table (and sort it), so it is told not
 * to (`avoid`, for this one statement); a plan that still has to shows the disabled step in its text.
 */
export async function queryPlan(
  db: Db,
  query: RawBuilder<unknown>,
  { avoid = ["seqscan"] }: { avoid?: ("seqscan" | "sort")[] } = {},
): Promise<string> {
  if (testDialect === "sqlite") {
    const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
    return plan.rows.map((row) => row.detail).join("\n");
  }
  return db.transaction().execute(async (trx) => {
    for (const step of avoid) await sql`set local ${sql.raw(`enable_${step}`)} = off`.execute(trx);
    const plan = await sql<{ "QUERY PLAN": string }>`explain ${query}`.execute(trx);
    return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
