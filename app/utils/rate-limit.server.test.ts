import { describe, expect, it } from "vitest";
import { describeRetryAfter, failureDelayMs, RateLimiter, rateLimitTiers } from "./rate-limit.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("RateLimiter", () => {
  it("allows max hits per window, refuses the next and says when to retry", () => {
    const time = clock();
    const limiter = new RateLimiter({ windowMs: 60_000, max: 3 }, time.now);
    expect([1, 2, 3].map(() => limiter.hit("ip").allowed)).toEqual([true, true, true]);
    time.advance(15_000);
    const refused = limiter.hit("ip");
    expect(refused).toEqual({ allowed: false, count: 4, retryAfterMs: 45_000 });
    expect(limiter.hit("other-ip").allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", () => {
    const time = clock();
    const limiter = new RateLimiter({ windowMs: 1_000, max: 1 }, time.now);
    limiter.hit("key");
    expect(limiter.hit("key").allowed).toBe(false);
    time.advance(1_000);
    expect(limiter.hit("key")).toMatchObject({ allowed: true, count: 1 });
  });

  it("peek tells whether one more hit would pass without counting it", () => {
    const time = clock();
    const limiter = new RateLimiter({ windowMs: 10_000, max: 2 }, time.now);
    expect(limiter.peek("account")).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    limiter.hit("account");
    limiter.hit("account");
    expect(limiter.peek("account")).toEqual({ allowed: false, count: 2, retryAfterMs: 10_000 });
    expect(limiter.peek("account").count).toBe(2);
    limiter.reset("account");
    expect(limiter.peek("account").allowed).toBe(true);
  });

  it("has a tier for each abusable auth form", () => {
    expect(Object.keys(rateLimitTiers).sort()).toEqual(
      ["passwordResetAccount", "passwordResetIp", "signInAccountFailures", "signInIp", "signUpIp"].sort(),
    );
    for (const rule of Object.values(rateLimitTiers)) {
      expect(rule.max).toBeGreaterThan(0);
      expect(rule.windowMs).toBeGreaterThanOrEqual(60_000);
    }
  });
});

describe("failureDelayMs", () => {
  it("does not slow the first mistakes, then doubles up to a cap", () => {
    expect([0, 1, 2].map(failureDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8, 20].map(failureDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe("describeRetryAfter", () => {
  it("rounds up to whole minutes", () => {
    expect(describeRetryAfter(1)).toBe("1 minute");
    expect(describeRetryAfter(60_001)).toBe("2 minutes");
    expect(describeRetryAfter(14 * 60_000)).toBe("14 minutes");
  });
});
