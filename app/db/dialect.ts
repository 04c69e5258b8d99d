import { PostgresAdapter, type Kysely } from "kysely";

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
