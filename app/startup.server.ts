import type { Kysely } from "kysely";
import { closeDb, getDb } from "~/db/client.server";
import { listenForContentChanges } from "~/db/content-changes.server";
import { pingDatabase } from "~/db/health.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed.server";
import { contentChanged } from "~/utils/content-events.server";
import { getEnv, isPostgresUrl, sqliteFileOf } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { startSalesNotifier, stopSalesNotifier } from "~/utils/sales-notifier.server";
import { flushArticleViews } from "~/utils/view-counter.server";

let contentListener: ReturnType<typeof listenForContentChanges> | undefined;

/** Runs before the server accepts requests: validated config, migrated schema, demo content, background work. */
export async function prepareApp(): Promise<void> {
  await prepareDatabase();
  startBackgroundWork();
}

/** A problem with the site's setup for the operator to fix: the server prints its message alone and exits 1. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Migrations and demo content: once per start of the site, so several workers never race on them. */
export async function prepareDatabase(): Promise<void> {
  const env = getEnv();
  const db = await reachDatabase(env.DATABASE_URL);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (env.SEED_DEMO_CONTENT) {
    const seeded = await seedDemoContent(db);
    if (seeded > 0) logger.info({ articles: seeded }, "seeded demo content into the empty database");
  }
}

/**
 * The start's first contact with the database. One that does not answer (a wrong host, port or name, a server
 * down) stops the start with a message naming it and the driver's reason, not the driver's stack trace.
 */
async function reachDatabase(databaseUrl: string): Promise<Kysely<Database>> {
  try {
    const db = getDb();
    await pingDatabase(db);
    return db;
  } catch (error) {
    throw new StartupError(
      `Cannot connect to the database ${databaseLabel(databaseUrl)} (DATABASE_URL): ${(error as Error).message}`,
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

/** What every process that serves requests runs beside them. */
export function startBackgroundWork(): void {
  startSalesNotifier();
  const { DATABASE_URL } = getEnv();
  if (isPostgresUrl(DATABASE_URL)) contentListener ??= listenForContentChanges(DATABASE_URL, contentChanged);
}

export async function checkHealth(): Promise<boolean> {
  try {
    return await pingDatabase(getDb());
  } catch (error) {
    logger.error({ err: error }, "health check failed: database unreachable");
    return false;
  }
}

export async function shutdownApp(): Promise<void> {
  const listener = contentListener;
  contentListener = undefined;
  await Promise.all([flushArticleViews(), stopSalesNotifier(), listener?.stop()]);
  await closeDb();
}
