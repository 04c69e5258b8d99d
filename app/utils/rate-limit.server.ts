import { isIP } from "node:net";
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { driverOf, getDb, type DriverClient } from "~/db/client.server";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import { rateLimitTiers, type RateLimitTier } from "./rate-limit-tiers";

export { rateLimitTiers, type RateLimitTier } from "./rate-limit-tiers";

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  consumed: number;
  retryAfterMs: number;
  /** This hit is the window's first past the budget: the moment a refusal begins. */
  refusalBegins: boolean;
}

/** Counters live in the app's database (table rate_limits), so they hold across restarts and instances. */
const TABLE = "rate_limits";
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

let limiters: Map<RateLimitTier, RateLimiterAbstract> | undefined;
let limitersDb: unknown;

function limiterFor(tier: RateLimitTier): RateLimiterAbstract {
  const db = getDb();
  if (limitersDb !== db) {
    limiters = new Map();
    limitersDb = db;
    startSweeping(db);
  }
  let limiter = limiters!.get(tier);
  if (!limiter) {
    const rule = rateLimitTiers[tier];
    const options = {
      keyPrefix: tier,
      tableName: TABLE,
      tableCreated: true,
      points: getEnv().RATE_LIMITS[tier] ?? rule.points,
      duration: rule.windowSeconds,
    };
    const driver = driverOf(db);
    limiter =
      driver.type === "postgres"
        ? new RateLimiterPostgres({ ...options, storeClient: driver.pool, storeType: "pool" })
        : new RateLimiterSQLite({ ...options, storeClient: reusingStatements(driver), storeType: "better-sqlite3" });
    limiters!.set(tier, limiter);
  }
  return limiter;
}

/**
 * The SQLite connection as the limiter uses it, minus two costs of a hit (together a seventh of a lead
 * submission's CPU): its upsert is prepared once instead of on every hit, and it runs without the transaction
 * the limiter wraps around it, since one statement is atomic on its own.
 */
function reusingStatements(driver: Extract<DriverClient, { type: "sqlite" }>) {
  return { prepare: driver.prepare, transaction: <T>(statement: T) => statement };
}

/** Expired counters are dropped now and then; a count read after its window has ended starts over anyway. */
function startSweeping(db: ReturnType<typeof getDb>) {
  const timer = setInterval(() => {
    db.deleteFrom(TABLE)
      .where("expire", "<", Date.now())
      .execute()
      .catch((error: unknown) => logger.warn({ err: error }, "expired rate-limit counters could not be swept"));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
}

/**
 * On SQLite the limiter writes through the app's one connection without Kysely, so it takes Kysely's lock of that
 * connection first: otherwise its write would land inside whichever request's transaction is open at that moment,
 * and that transaction's rollback would undo it. Never call the limiter from inside a transaction on SQLite: the
 * lock is the transaction's until it ends.
 */
function outsideTransactions<T>(work: () => Promise<T>): Promise<T> {
  const db = getDb();
  return driverOf(db).type === "sqlite" ? db.connection().execute(work) : work();
}

/** Counts one hit first, atomically in the database, then says whether it is within the budget. */
export async function consume(tier: RateLimitTier, key: string): Promise<RateLimitResult> {
  const limiter = limiterFor(tier);
  try {
    const result = await outsideTransactions(() => limiter.consume(key));
    return { allowed: true, consumed: result.consumedPoints, retryAfterMs: 0, refusalBegins: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        allowed: false,
        consumed: rejection.consumedPoints,
        retryAfterMs: rejection.msBeforeNext,
        // The count goes up atomically, so exactly one hit of the window sees it.
        refusalBegins: rejection.consumedPoints === limiter.points + 1,
      };
    }
    throw rejection;
  }
}

/** A key's budget when it is spent, read without counting a hit; null while some is left. */
export async function spentBudget(tier: RateLimitTier, key: string): Promise<RateLimitResult | null> {
  const limiter = limiterFor(tier);
  const count = await outsideTransactions(() => limiter.get(key));
  if (!count || count.consumedPoints < limiter.points) return null;
  return { allowed: false, consumed: count.consumedPoints, retryAfterMs: count.msBeforeNext, refusalBegins: false };
}

/** Gives back one hit counted by `consume`, e.g. a network's sign-in attempt that turned out to be its owner's. */
export async function refund(tier: RateLimitTier, key: string): Promise<void> {
  await outsideTransactions(() => limiterFor(tier).reward(key, 1));
}

/** Clears a key's count, e.g. an account's failures once its owner signs in. */
export async function forget(tier: RateLimitTier, key: string): Promise<void> {
  await outsideTransactions(() => limiterFor(tier).delete(key));
}

/**
 * The key of a client's network: an IPv4 address as is, an IPv6 address by its /64 (one household or
 * server gets a whole /64, so single IPv6 addresses would be free to rotate).
 */
export function networkKey(ip: string | null): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === "" ? [] : tail.split(":");
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Repeated failures slow down: no delay for the first three, then 250 ms doubling up to 4 s,
 * which makes password guessing slow without locking out a person who mistypes.
 */
export function failureDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(250 * 2 ** (failures - 3), 4_000);
}

export function describeRetryAfter(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
