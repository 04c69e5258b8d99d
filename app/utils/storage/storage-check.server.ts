import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { getEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { s3ConfigOf } from "./storage.server";

/** What /healthz says of the object store: checked at start, in the background, and again from time to time. */
export type StorageHealth = "ok" | "unavailable" | "checking";

/** A store found unusable is tried again this often, so a brief outage at start clears itself in the log. */
const RETRY_MS = 30_000;
/** A store found usable is looked at again when /healthz asks and the last look is older than this. */
const RECHECK_MS = 60_000;

/** Why the configured store cannot be used, naming the setting to look at, or null when it can. */
export async function storageProblem(env: Env): Promise<string | null> {
  if (env.STORAGE_DRIVER === "local") {
    const dir = resolve(env.STORAGE_DIR);
    try {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.R_OK | constants.W_OK);
      return null;
    } catch (error) {
      return `the directory ${dir} cannot be written (STORAGE_DIR): ${(error as NodeJS.ErrnoException).code ?? error}`;
    }
  }
  const { s3StorageProblem } = await import("./s3-storage.server");
  return s3StorageProblem(s3ConfigOf(env));
}

let health: StorageHealth = "checking";
let problem: string | null = null;
let checkedAt = 0;
let checking: Promise<void> | undefined;
let retry: NodeJS.Timeout | undefined;

/**
 * Looks at the store and logs what changed: an unusable store as an error naming what is wrong (and again only when
 * the reason changes), a store usable again at info. Never throws: the site reads and writes its pages without it.
 */
export function checkStorage(): Promise<void> {
  checking ??= storageProblem(getEnv())
    .catch((error: unknown) => `the check failed: ${error instanceof Error ? error.message : String(error)}`)
    .then((found) => {
      const { STORAGE_DRIVER: driver } = getEnv();
      if (found && found !== problem) {
        logger.error({ storage: driver, problem: found }, `object storage cannot be used: ${found}`);
      } else if (!found && health === "unavailable") {
        logger.info({ storage: driver }, "object storage can be used again");
      }
      problem = found;
      health = found ? "unavailable" : "ok";
      checkedAt = Date.now();
      clearTimeout(retry);
      if (found) retry = setTimeout(() => void checkStorage(), RETRY_MS).unref();
    })
    .finally(() => (checking = undefined));
  return checking;
}

/** The store's health as last seen, for /healthz; a look older than RECHECK_MS starts another, never waited for. */
export function storageHealth(now = Date.now()): StorageHealth {
  if (health === "ok" && now - checkedAt > RECHECK_MS) void checkStorage();
  return health;
}

export function stopCheckingStorage(): void {
  clearTimeout(retry);
}
