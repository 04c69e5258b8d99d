import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { createDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { isPostgresUrl } from "~/utils/env.server";

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  url: string;
  destroy: () => Promise<void>;
}

/** The database the tests run against: PostgreSQL when DATABASE_URL points at a server, else SQLite. */
export const testDialect: "sqlite" | "postgres" = isPostgresUrl(process.env.DATABASE_URL ?? "") ? "postgres" : "sqlite";

/**
 * A fresh database of its own for one test file, migrated unless `migrate: false`. With DATABASE_URL set to a PostgreSQL
 * server, a new database is created on that server and dropped afterwards; otherwise a temporary
 * SQLite file is used.
 */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl && isPostgresUrl(baseUrl)) return createPostgresDatabase(baseUrl, migrate);
  const dir = mkdtempSync(join(tmpdir(), "cto-test-"));
  const url = join(dir, "test.db");
  const db = createDatabase(url);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    dialect: "sqlite",
    url,
    destroy: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(baseUrl: string, migrate: boolean): Promise<TestDatabase> {
  const name = `cto_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString());
  if (migrate) await migrateToLatest(db);
  return {
    db,
    dialect: "postgres",
    url: url.toString(),
    destroy: async () => {
      await db.destroy();
      await dropPostgresDatabase(baseUrl, name);
    },
  };
}

async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withAdminClient<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Gives the surrounding describe block a fresh database for its tests, created before them and
 * dropped after them. Read `db` (or `url`) inside tests and hooks, not at definition time.
 */
export function useTestDatabase(options: { migrate?: boolean } = {}): Pick<TestDatabase, "db" | "url" | "dialect"> {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
    expect(database.dialect).toBe(testDialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const current = () => {
    if (!database) throw new Error("the test database exists only inside tests and hooks");
    return database;
  };
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
    get dialect() {
      return current().dialect;
    },
  };
}
