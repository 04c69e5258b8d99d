import { isbot } from "isbot";
import { getDb } from "~/db/client.server";
import { recordPageViews } from "~/models/page-view.server";
import { logger } from "./logger.server";

/**
 * Article views are counted in memory and written in one batch every few seconds, so a page view
 * never waits for a database write. Pending counts are flushed at shutdown.
 */
const FLUSH_INTERVAL_MS = 5_000;

let pending = new Map<string, number>();
let timer: ReturnType<typeof setInterval> | undefined;

export function countArticleView(articleId: string): void {
  pending.set(articleId, (pending.get(articleId) ?? 0) + 1);
  if (!timer) {
    timer = setInterval(() => void flushArticleViews(), FLUSH_INTERVAL_MS);
    timer.unref();
  }
}

export async function flushArticleViews(): Promise<void> {
  if (pending.size === 0) return;
  const batch = pending;
  pending = new Map();
  try {
    await recordPageViews(getDb(), batch);
  } catch (error) {
    logger.error({ err: error, articles: batch.size }, "could not record article views");
  }
}

/** People's page views count; crawlers', admins' and browsers' speculative prefetches do not. */
export function isCountableView(request: Request, viewer: { isAdmin: boolean } | null): boolean {
  if (viewer?.isAdmin) return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (purpose.includes("prefetch")) return false;
  const userAgent = request.headers.get("user-agent");
  return Boolean(userAgent) && !isbot(userAgent);
}
