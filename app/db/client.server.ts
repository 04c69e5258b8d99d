import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { getEnv, isPostgresUrl } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { Database } from "./schema";

export function createDatabase(databaseUrl: string): Kysely<Database> {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection closed by the server"));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = databaseUrl === ":memory:" ? databaseUrl : resolve(databaseUrl.replace(/^(sqlite|file):/, ""));
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

let instance: Kysely<Database> | undefined;

/** The process-wide database, created on first use from DATABASE_URL. */
export function getDb(): Kysely<Database> {
  instance ??= createDatabase(getEnv().DATABASE_URL);
  return instance;
}

export async function closeDb(): Promise<void> {
  const db = instance;
  instance = undefined;
  await db?.destroy();
}
