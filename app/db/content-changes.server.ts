import pg from "pg";
import { logger } from "~/utils/logger.server";

/** The PostgreSQL channel on which every content-version bump is announced to the other instances. */
export const CONTENT_CHANGED_CHANNEL = "content_changed";

const MAX_RETRY_MS = 5_000;

/**
 * Hears the content changes that every instance commits (PostgreSQL LISTEN, on a connection of its own: a
 * pooled one would lose the subscription) and calls `onChange`, so cached pages go within milliseconds. A lost
 * connection is reopened with a growing delay, and `onChange` called once it is back, since changes made
 * meanwhile went unheard; until then the page cache's polling of the content version still notices them.
 */
export function listenForContentChanges(databaseUrl: string, onChange: () => void): { stop: () => Promise<void> } {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;

  const reconnect = (failed: pg.Client, error?: unknown) => {
    if (stopped || client !== failed) return;
    client = undefined;
    failed.end().catch(() => undefined);
    failures += 1;
    const delay = Math.min(100 * 2 ** failures, MAX_RETRY_MS);
    logger.warn({ err: error, retryInMs: delay }, "content change listener lost its database connection");
    retry = setTimeout(connect, delay);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL) onChange();
    });
    next.on("error", (error) => reconnect(next, error));
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      reconnect(next, error);
      return;
    }
    if (failures > 0) {
      onChange();
      logger.info("content change listener connected again");
    }
    failures = 0;
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
