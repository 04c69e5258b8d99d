import type { Kysely } from "kysely";
import { getEnv, isPostgresUrl, sqliteFileOf } from "~/utils/env.server";
import { getDb } from "./client.server";
import { pingDatabase } from "./health.server";
import type { Database } from "./schema";

/** A problem with the site's setup for the operator to fix: printed alone, and the process exits 1. */
export class StartupError extends Error {
  override name = "StartupError";
}

/**
 * The first contact with the database, for the server's start and the commands. One that does not answer (a wrong
 * host, port or name, a server down) stops them with a message naming it and the driver's reason, not the driver's
 * stack trace.
 */
export async function reachDatabase(): Promise<Kysely<Database>> {
  try {
    const db = getDb();
    await pingDatabase(db);
    return db;
  } catch (error) {
    throw new StartupError(
      `Cannot connect to the database ${databaseLabel(getEnv().DATABASE_URL)} (DATABASE_URL): ${(error as Error).message}`,
    );
  }
}

/** The database as the operator named it, without a password. */
function databaseLabel(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) return sqliteFileOf(databaseUrl);
  const url = new URL(databaseUrl);
  url.password = "";
  return url.toString();
}
