import { beforeEach, describe, expect, it } from "vitest";
import {
  countSubscribers,
  deleteSubscriber,
  listSubscribers,
  normalizeSubscriberEmail,
  subscribe,
  subscriberBatches,
} from "~/models/subscriber.server";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;
const at = (minute: number) => new Date(Date.UTC(2025, 3, 10, 14, minute));

describe(`subscriber model (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("newsletter_subscribers").execute();
  });

  async function storedRows() {
    return testDb.db.selectFrom("newsletter_subscribers").select(["id", "email"]).execute();
  }

  it("removes a subscriber from the list, its total and its search, once", async () => {
    const leaving = await subscribe(testDb.db, "leaving.reader@example.com", at(0));
    const staying = await subscribe(testDb.db, "staying.reader@example.com", at(1));

    expect(await deleteSubscriber(testDb.db, leaving.id)).toEqual(leaving);
    expect(await storedRows()).toEqual([{ id: staying.id, email: staying.email }]);
    expect(await countSubscribers(testDb.db)).toBe(1);
    expect((await listSubscribers(testDb.db, { query: "leaving.reader" })).items).toEqual([]);
    expect((await listSubscribers(testDb.db, { query: "reader@" })).items).toEqual([staying]);
    expect(await deleteSubscriber(testDb.db, leaving.id)).toBeNull();
    expect(await countSubscribers(testDb.db)).toBe(1);
    // The address may subscribe again later, as anyone may.
    expect((await subscribe(testDb.db, "leaving.reader@example.com", at(5))).id).not.toBe(leaving.id);
  });

  it("normalizes an address by trimming and lower-casing it", () => {
    expect(normalizeSubscriberEmail("  Mixed.Case@Example.COM \n")).toBe("mixed.case@example.com");
  });

  it("stores the trimmed, lower-cased address", async () => {
    const subscriber = await subscribe(testDb.db, "  Jane.Doe@Example.COM  ", at(0));

    expect(subscriber).toEqual({ id: subscriber.id, email: "jane.doe@example.com", submittedAt: at(0).toISOString() });
    expect(await storedRows()).toEqual([{ id: subscriber.id, email: "jane.doe@example.com" }]);
  });

  it("keeps one row when the same address subscribes again in another case or with whitespace", async () => {
    const first = await subscribe(testDb.db, "repeat@example.com", at(0));
    const second = await subscribe(testDb.db, "  REPEAT@Example.com\t", at(30));
    const third = await subscribe(testDb.db, "Repeat@EXAMPLE.com", at(45));

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(second.submittedAt).toBe(at(0).toISOString());
    expect(await storedRows()).toEqual([{ id: first.id, email: "repeat@example.com" }]);
  });

  it("keeps different addresses apart", async () => {
    const one = await subscribe(testDb.db, "one@example.com", at(0));
    const two = await subscribe(testDb.db, "two@example.com", at(1));
    expect(one.id).not.toBe(two.id);
    expect((await listSubscribers(testDb.db)).total).toBe(2);
  });

  it("lists subscribers newest first", async () => {
    await subscribe(testDb.db, "middle@example.com", at(5));
    await subscribe(testDb.db, "oldest@example.com", at(1));
    await subscribe(testDb.db, "newest@example.com", at(9));
    // A repeat subscription does not move an address to the top.
    await subscribe(testDb.db, "OLDEST@example.com", at(20));

    const page = await listSubscribers(testDb.db);
    expect(page.items.map((subscriber) => subscriber.email)).toEqual([
      "newest@example.com",
      "middle@example.com",
      "oldest@example.com",
    ]);
    expect(page.items[0]!.submittedAt).toBe(at(9).toISOString());
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 12, pageCount: 1 });
  });

  it("paginates the list", async () => {
    for (let minute = 0; minute < 5; minute += 1) await subscribe(testDb.db, `reader${minute}@example.com`, at(minute));

    const second = await listSubscribers(testDb.db, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, pageCount: 3 });
    expect(second.items.map((subscriber) => subscriber.email)).toEqual(["reader2@example.com", "reader1@example.com"]);
  });

  it("searches addresses and reads them all in batches, newest first", async () => {
    for (let minute = 0; minute < 5; minute += 1) await subscribe(testDb.db, `reader${minute}@example.com`, at(minute));
    await subscribe(testDb.db, "ceo@bigcorp.com", at(2));

    expect((await listSubscribers(testDb.db, { query: "BIGCORP" })).items.map((item) => item.email)).toEqual([
      "ceo@bigcorp.com",
    ]);
    expect((await listSubscribers(testDb.db, { query: "reader" })).total).toBe(5);
    expect(await countSubscribers(testDb.db)).toBe(6);

    const batches = [];
    for await (const batch of subscriberBatches(testDb.db, 4)) batches.push(batch.map((item) => item.email));
    expect(batches.map((batch) => batch.length)).toEqual([4, 2]);
    expect(batches.flat()).toEqual(
      (await listSubscribers(testDb.db, { pageSize: 100 })).items.map((item) => item.email),
    );
  });
});
