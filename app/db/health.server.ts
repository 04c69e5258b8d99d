import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
