import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createArticle } from "~/models/article.server";
import type * as PageCacheModule from "../../server/page-cache";
import { createArticleInput } from "../setup/factories";
import { createTestDatabase, testDialect, type TestDatabase } from "../setup/test-database";

/** The page cache keeps pages only until the next scheduled article goes live; it must learn of every one. */
describe(`page cache and scheduled articles (${testDialect})`, () => {
  let database: TestDatabase;
  let pageCache: typeof PageCacheModule;

  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_URL = database.url;
    // A fresh module graph opens the database named above.
    vi.resetModules();
    pageCache = await import("../../server/page-cache");
  });

  afterAll(async () => {
    const { closeDb } = await import("~/db/client.server");
    await closeDb();
    await database.destroy();
  });

  it("does not keep a next publication read before a change that emptied the cache", async () => {
    const cache = new pageCache.PageCache();
    const now = Date.now();
    // The read begins with nothing scheduled; an edit's notice empties the cache before the read's answer arrives.
    const reading = cache.expiryFor(now);
    cache.invalidate();
    await reading;
    const goesLiveAt = now + 60_000;
    await createArticle(
      database.db,
      createArticleInput({ slug: "scheduled-during-a-read", publishedAt: new Date(goesLiveAt).toISOString() }),
    );
    expect(await cache.expiryFor(now)).toBe(goesLiveAt);
  });
});
