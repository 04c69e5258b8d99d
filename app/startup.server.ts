import { closeDb, getDb } from "~/db/client.server";
import { pingDatabase } from "~/db/health.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { startSalesNotifier, stopSalesNotifier } from "~/utils/sales-notifier.server";
import { flushArticleViews } from "~/utils/view-counter.server";

/** Runs before the server accepts requests: validated config, migrated schema, demo content. */
export async function prepareApp(): Promise<void> {
  const env = getEnv();
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (env.SEED_DEMO_CONTENT) {
    const seeded = await seedDemoContent(db);
    if (seeded > 0) logger.info({ articles: seeded }, "seeded demo content into the empty database");
  }
  startSalesNotifier();
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
  await Promise.all([flushArticleViews(), stopSalesNotifier()]);
  await closeDb();
}
