import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as RateLimit from "~/utils/rate-limit.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/** The limiter on the app's own database, as the routes use it. */
describe(`rate limits (${testDialect})`, () => {
  let testDb: TestDatabase;
  let limits: typeof RateLimit;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    process.env.DATABASE_URL = testDb.url;
    process.env.RATE_LIMITS = "signUpIp=4";
    vi.resetModules();
    limits = await import("~/utils/rate-limit.server");
  });

  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    delete process.env.RATE_LIMITS;
    await testDb.destroy();
  });

  it("refuses the hit after the budget, says when to retry, and counts each key apart", async () => {
    const results = [];
    for (let hit = 0; hit < 9; hit += 1) results.push(await limits.consume("signInLockout", "a@example.com|192.0.2.1"));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, true, true, true, false]);
    expect(results[8]).toMatchObject({ consumed: 9 });
    expect(results[8]!.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect((await limits.consume("signInLockout", "a@example.com|192.0.2.2")).allowed).toBe(true);
  });

  it("counts parallel hits atomically: no burst slips past the budget", async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => limits.consume("signInLockout", "burst@example.com|198.51.100.7")),
    );
    expect(burst.filter((result) => result.allowed)).toHaveLength(8);
    expect(burst.map((result) => result.consumed).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it("keeps counts in the database across a restart, and forgets a key on request", async () => {
    for (let hit = 0; hit < 3; hit += 1) await limits.consume("passwordResetEmail", "kept@example.com");
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    vi.resetModules();
    limits = await import("~/utils/rate-limit.server");
    expect(await limits.consume("passwordResetEmail", "kept@example.com")).toMatchObject({
      allowed: false,
      consumed: 4,
    });
    await limits.forget("passwordResetEmail", "kept@example.com");
    expect(await limits.consume("passwordResetEmail", "kept@example.com")).toMatchObject({
      allowed: true,
      consumed: 1,
    });
    const stored = await testDb.db.selectFrom("rate_limits").select("key").execute();
    expect(stored.map((row) => row.key)).toContain("passwordResetEmail:kept@example.com");
  });

  it("keeps a hit counted while another request's transaction is open, when that transaction rolls back", async () => {
    const { getDb } = await import("~/db/client.server");
    let begun!: () => void;
    let rollBack!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (begun = resolve));
    const rollBackNow = new Promise<void>((resolve) => (rollBack = resolve));
    const transaction = getDb()
      .transaction()
      .execute(async () => {
        begun();
        await rollBackNow;
        throw new Error("the other request failed");
      });
    await transactionOpen;
    const hit = limits.consume("passwordResetEmail", "during@example.com");
    rollBack();
    await expect(transaction).rejects.toThrow("the other request failed");
    expect(await hit).toMatchObject({ allowed: true, consumed: 1 });
    expect(await limits.consume("passwordResetEmail", "during@example.com")).toMatchObject({ consumed: 2 });
  });

  it("takes a tier's budget from RATE_LIMITS when set", async () => {
    const results = [];
    for (let hit = 0; hit < 5; hit += 1) results.push((await limits.consume("signUpIp", "203.0.113.50")).allowed);
    expect(results).toEqual([true, true, true, true, false]);
  });
});
