import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { getEnv, isPostgresUrl, sqliteFileOf } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache.server";

/**
 * The driver under a Kysely instance, for the few libraries that talk to the database themselves. On SQLite,
 * `prepare` reuses the statements Kysely's queries keep prepared.
 */
export type DriverClient =
  | { type: "postgres"; pool: pg.Pool }
  | { type: "sqlite"; database: SQLite.Database; prepare: (sql: string) => SQLite.Statement };

const drivers = new WeakMap<Kysely<Database>, DriverClient>();

export function driverOf(db: Kysely<Database>): DriverClient {
  const driver = drivers.get(db);
  if (!driver) throw new Error("database was not created by createDatabase");
  return driver;
}

export function createDatabase(databaseUrl: string): Kysely<Database> {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection closed by the server"));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    drivers.set(db, { type: "postgres", pool });
    return db;
  }
  const file = sqliteFileOf(databaseUrl);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // In WAL mode a commit is in the WAL, in the operating system's cache, before the answer: a killed or crashed
  // process loses nothing (tests/faults/kill-restart.test.ts). Only a power cut or kernel crash can lose the last
  // commits before a checkpoint's fsync; FULL would close that window with an fsync per commit.
  sqlite.pragma("synchronous = NORMAL");
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  drivers.set(db, { type: "sqlite", database: sqlite, prepare: statements.prepare });
  return db;
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
