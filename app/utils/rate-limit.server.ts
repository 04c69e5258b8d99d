/**
 * Rate-limit tiers for every form that can be abused, in one place. Counters live in this process's
 * memory: a fixed window per key, so a restart forgets them and each instance counts on its own.
 */

export interface RateLimitRule {
  /** Length of the counting window. */
  windowMs: number;
  /** Hits allowed in one window. */
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

const MINUTE = 60_000;

export const rateLimitTiers = {
  /** Sign-in attempts from one IP address. */
  signInIp: { windowMs: 15 * MINUTE, max: 30 },
  /** Failed sign-ins for one account (from any address); past this the account is locked for the window. */
  signInAccountFailures: { windowMs: 15 * MINUTE, max: 8 },
  /** Sign-ups from one IP address. */
  signUpIp: { windowMs: 60 * MINUTE, max: 10 },
  /** Password-reset requests from one IP address, and for one account. */
  passwordResetIp: { windowMs: 60 * MINUTE, max: 10 },
  passwordResetAccount: { windowMs: 60 * MINUTE, max: 3 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitTier = keyof typeof rateLimitTiers;

interface Window {
  startedAt: number;
  count: number;
}

const SWEEP_THRESHOLD = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly rule: RateLimitRule;
  private readonly now: () => number;

  constructor(rule: RateLimitRule, now: () => number = Date.now) {
    this.rule = rule;
    this.now = now;
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= this.rule.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private result(window: Window | undefined, allowed: boolean): RateLimitResult {
    const retryAfterMs = window && !allowed ? window.startedAt + this.rule.windowMs - this.now() : 0;
    return { allowed, count: window?.count ?? 0, retryAfterMs };
  }

  /** Counts one hit and says whether it is within the limit. */
  hit(key: string): RateLimitResult {
    const window = this.current(key) ?? { startedAt: this.now(), count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep();
    return this.result(window, window.count <= this.rule.max);
  }

  /** Whether one more hit would be within the limit, without counting it. */
  peek(key: string): RateLimitResult {
    const window = this.current(key);
    return this.result(window, (window?.count ?? 0) < this.rule.max);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(): void {
    for (const [key, window] of this.windows) {
      if (this.now() - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}

const limiters = new Map<RateLimitTier, RateLimiter>();

export function getRateLimiter(tier: RateLimitTier): RateLimiter {
  let limiter = limiters.get(tier);
  if (!limiter) {
    limiter = new RateLimiter(rateLimitTiers[tier]);
    limiters.set(tier, limiter);
  }
  return limiter;
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
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
