import { PostgresAdapter, type Kysely } from "kysely";
import type { Database, Db } from "./schema";

export type DialectName = "sqlite" | "postgres";

export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Column type for timestamps: native on PostgreSQL, ISO-8601 text on SQLite (sorts correctly). */
export function timestampType(db: Kysely<unknown>) {
  return dialectOf(db) === "postgres" ? "timestamptz" : "text";
}

/** Column type for the auth engine's boolean flags (SQLite stores 0/1 with numeric affinity). */
export function booleanType(db: Kysely<unknown>) {
  return dialectOf(db) === "postgres" ? "boolean" : "integer";
}

/**
 * The query as `select … for update` on PostgreSQL, so a concurrent transaction changing the same row waits for this
 * one to end. SQLite has no row locks and needs none: its transactions run one at a time.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return dialectOf<Database>(db) === "postgres" ? query.forUpdate() : query;
}
