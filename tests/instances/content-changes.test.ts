import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_CHANGED_CHANNEL, listenForContentChanges } from "~/db/content-changes.server";
import { bumpContentVersion } from "~/models/content-version.server";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/** The relay between instances on its own: PostgreSQL LISTEN/NOTIFY tied to the writing transaction. */
describe("content changes announced through PostgreSQL", () => {
  let database: TestDatabase;
  let listener: ReturnType<typeof listenForContentChanges>;
  const heard: number[] = [];

  const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  /** The server process of the listener's connection, once it is listening. */
  const listenerBackend = async (): Promise<number | undefined> => {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${CONTENT_CHANGED_CHANNEL}`}`.execute(database.db);
    return rows[0]?.pid;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(database.dialect).toBe("postgres");
    listener = listenForContentChanges(database.url, () => heard.push(performance.now()));
    await until(async () => (await listenerBackend()) !== undefined);
  });

  afterAll(async () => {
    await listener?.stop();
    await database?.destroy();
  });

  it("is heard when the change commits, not before, within milliseconds", async () => {
    heard.length = 0;
    let committedAt = 0;
    await database.db.transaction().execute(async (trx) => {
      await bumpContentVersion(trx);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).toHaveLength(0);
      committedAt = performance.now();
    });
    await until(() => heard.length > 0, 1_000);
    expect(heard).toHaveLength(1);
    console.info(`notification heard ${(heard[0]! - committedAt).toFixed(1)} ms after the commit`);
    expect(heard[0]! - committedAt).toBeLessThan(200);
  });

  it("is never heard for a change that is rolled back", async () => {
    heard.length = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx);
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    await bumpContentVersion(database.db);
    await until(() => heard.length > 0, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(1);
  });

  it("listens again after losing its connection, and reports a change for what it may have missed", async () => {
    const lost = await listenerBackend();
    heard.length = 0;
    await sql`select pg_terminate_backend(${lost})`.execute(database.db);
    await until(async () => {
      const backend = await listenerBackend();
      return backend !== undefined && backend !== lost;
    });
    await until(() => heard.length === 1);
    await bumpContentVersion(database.db);
    await until(() => heard.length === 2, 1_000);
  });
});
