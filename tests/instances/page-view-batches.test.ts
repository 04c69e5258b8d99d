import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { createArticle } from "~/models/article.server";
import { countArticleViews, recordPageViews } from "~/models/page-view.server";
import { createArticleInput } from "../setup/factories";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * Each instance flushes its article views as one multi-row upsert. Two instances whose batches lock the same
 * page_views rows in different orders deadlock, and PostgreSQL then drops one batch of views.
 */
describe("article view batches of two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let instanceA: Kysely<Database>;
  let instanceB: Kysely<Database>;
  const NOW = new Date("2026-11-27T12:00:00.000Z");

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(database.dialect).toBe("postgres");
    // A batch of many ids on a real table is read by a bitmap scan, in the table's stored order, as these two read
    // theirs; on a few rows the planner may walk the primary key instead, in id order.
    const readInStoredOrder = new URL(database.url);
    readInStoredOrder.searchParams.set("options", "-c enable_indexscan=off -c enable_indexonlyscan=off");
    instanceA = createDatabase(readInStoredOrder.toString());
    instanceB = createDatabase(readInStoredOrder.toString());
  });

  afterAll(async () => {
    await instanceA?.destroy();
    await instanceB?.destroy();
    await database?.destroy();
  });

  beforeEach(async () => {
    await database.db.deleteFrom("articles").execute();
  });

  async function publishedArticles(count: number) {
    const articles = [];
    for (let index = 0; index < count; index += 1) {
      articles.push(await createArticle(database.db, createArticleInput({ publishedAt: "2026-11-01T00:00:00.000Z" })));
    }
    return articles;
  }

  async function sessionsWaitingForLocks(): Promise<number> {
    const { rows } = await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
    return Number(rows[0]!.waiting);
  }

  it("do not deadlock when an article's row moved between the two batches' reads", async () => {
    const [first, second] = await publishedArticles(2);
    const both = () =>
      new Map([
        [first!.id, 1],
        [second!.id, 1],
      ]);
    await recordPageViews(database.db, both(), NOW);

    // Another flush holds the first article's row: the batch that reads first waits for it with nothing locked, the
    // other one locks the second article's row first and queues up behind.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = database.db.transaction().execute(async (trx) => {
      await sql`select 1 from page_views where article_id = ${first!.id} for update`.execute(trx);
      holding();
      await released;
    });
    await held;

    const batchA = recordPageViews(instanceA, both(), NOW);
    await expect.poll(sessionsWaitingForLocks).toBe(1);
    // An admin's save writes the first article's row anew, so a scan now meets it after the second one.
    await sql`update articles set title = title where id = ${first!.id}`.execute(database.db);
    const batchB = recordPageViews(instanceB, both(), NOW);
    await expect.poll(sessionsWaitingForLocks).toBe(2);
    release();
    await holder;

    const outcomes = await Promise.allSettled([batchA, batchB]);
    expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "recorded"))).toEqual([
      "recorded",
      "recorded",
    ]);
    expect(await countArticleViews(database.db, first!.id)).toBe(3);
    expect(await countArticleViews(database.db, second!.id)).toBe(3);
  });

  it("keep every view when many batches of both instances overlap in opposite orders", async () => {
    const articles = await publishedArticles(12);
    const batches = Array.from({ length: 40 }, (_, index) => {
      const ordered = index % 2 === 0 ? articles : [...articles].reverse();
      return recordPageViews(index % 2 === 0 ? instanceA : instanceB, new Map(ordered.map(({ id }) => [id, 1])), NOW);
    });
    const outcomes = await Promise.allSettled(batches);
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    for (const article of articles) expect(await countArticleViews(database.db, article.id)).toBe(40);
  });
});
