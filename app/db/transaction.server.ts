import type { Transaction } from "kysely";
import type { Database, Db } from "./schema";

/**
 * Runs `work` in a transaction: the caller's, when it is already in one (so a change and its audit
 * entry commit together), else a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
