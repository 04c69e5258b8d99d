import { closeDb, getDb } from "~/db/client.server";
import { listenForContentChanges } from "~/db/content-changes.server";
import { pingDatabase } from "~/db/health.server";
import { migrateToLatest } from "~/db/migrate.server";
import { reachDatabase } from "~/db/reach.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { recleanStoredArticles } from "~/models/article.server";
import { contentChanged } from "~/utils/content-events.server";
import { settleBackgroundEmails } from "~/utils/email.server";
import { configurationWarnings, getEnv, isPostgresUrl } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { startSalesNotifier, stopSalesNotifier } from "~/utils/sales-notifier.server";
import { checkStorage, stopCheckingStorage } from "~/utils/storage/storage-check.server";
import { flushArticleViews } from "~/utils/view-counter.server";

let contentListener: ReturnType<typeof listenForContentChanges> | undefined;
let storageCheck: NodeJS.Timeout | undefined;
const STORAGE_CHECK_DELAY_MS = 2_000;
let recleaning: { stop: () => void; done: Promise<void> } | undefined;

/**
 * Config checked, schema migrated and demo content seeded, before the server accepts requests: once per start of
 * the site, so several workers never race on them.
 */
export async function prepareDatabase(): Promise<void> {
  const env = getEnv();
  for (const warning of configurationWarnings(process.env)) logger.warn(warning);
  const db = await reachDatabase();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (env.SEED_DEMO_CONTENT) {
    const seeded = await seedDemoContent(db);
    if (seeded > 0) logger.info({ articles: seeded }, "seeded demo content into the empty database");
  }
}

/**
 * What a process that serves requests runs beside them, once it listens. One of them (`recleanStoredArticles`)
 * also brings articles stored under an older allowlist up to date: at 10,000 such articles that took 7 s, during
 * which the site did not answer, and readers get those articles cleaned on the way out meanwhile.
 */
export function startBackgroundWork({ recleanStoredArticles: reclean }: { recleanStoredArticles: boolean }): void {
  if (reclean) recleaning ??= recleanInBackground();
  startSalesNotifier();
  // A wrong bucket or key is logged at start, not found by the first upload or download. Neither the start nor the
  // first pages wait for it: loading the S3 SDK holds the process for about 250 ms, so the check begins once the
  // server has had a moment to answer; a store briefly down is retried, not fatal.
  storageCheck ??= setTimeout(() => void checkStorage(), STORAGE_CHECK_DELAY_MS).unref();
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

function recleanInBackground(): { stop: () => void; done: Promise<void> } {
  let stopped = false;
  const done = recleanStoredArticles(getDb(), () => stopped).then(
    (cleaned) => {
      if (cleaned > 0) logger.info({ articles: cleaned }, "cleaned stored articles again under the current allowlist");
    },
    (error: unknown) =>
      logger.error({ err: error }, "stored articles could not be cleaned again; the next start retries"),
  );
  return { stop: () => (stopped = true), done };
}

export async function shutdownApp(): Promise<void> {
  const listener = contentListener;
  contentListener = undefined;
  clearTimeout(storageCheck);
  stopCheckingStorage();
  recleaning?.stop();
  await Promise.all([
    flushArticleViews(),
    stopSalesNotifier(),
    listener?.stop(),
    settleBackgroundEmails(),
    recleaning?.done,
  ]);
  recleaning = undefined;
  await closeDb();
}
