import { XMLParser } from "fast-xml-parser";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "~/models/article.server";
import { sitemapFile, sitemapRoot } from "~/utils/sitemap.server";
import { createArticleInput } from "../setup/factories";
import { queryPlan } from "../setup/query-plan";
import { testDialect, useTestDatabase } from "../setup/test-database";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const SITE = "https://www.example.com";
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const parser = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });
const locsOf = (xml: string) =>
  ((parser.parse(xml) as { urlset: { url?: { loc: string }[] } }).urlset.url ?? []).map((url) => url.loc);

/** The sitemap at the protocol's size, and split into files, with a few URLs a file standing in for 50,000. */
describe(`sitemap files (${testDialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("articles").execute();
  });

  async function seed() {
    const slugs: string[] = [];
    // Seven published, the latest change first in the expected order; one scheduled, never listed.
    for (let index = 7; index >= 1; index--) {
      const slug = `changed-${index}-minutes-ago`;
      await createArticle(
        testDb.db,
        createArticleInput({ slug, publishedAt: minutesAgo(1_000).toISOString() }),
        minutesAgo(index),
      );
      slugs.unshift(slug);
    }
    await createArticle(
      testDb.db,
      createArticleInput({ slug: "scheduled", publishedAt: new Date(NOW.getTime() + 60_000).toISOString() }),
      NOW,
    );
    return [
      ...["/", "/library", "/privacy-policy", "/terms-of-service"].map((path) => SITE + path),
      ...slugs.map((slug) => `${SITE}/article/${slug}`),
    ];
  }

  it("is one sitemap while the site fits one file", async () => {
    const expected = await seed();
    expect(locsOf(await sitemapRoot(testDb.db, SITE, { now: NOW }))).toEqual(expected);
    expect(await sitemapFile(testDb.db, SITE, 2, { now: NOW })).toBeNull();
  });

  it("becomes an index of files that together list every page once, in order", async () => {
    const expected = await seed();
    const root = parser.parse(await sitemapRoot(testDb.db, SITE, { now: NOW, maxUrls: 5 })) as {
      sitemapindex: { sitemap: { loc: string }[] };
    };
    // 4 fixed pages and 7 articles at 5 a file.
    expect(root.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual(
      [1, 2, 3].map((file) => `${SITE}/sitemap/${file}.xml`),
    );
    const listed: string[] = [];
    for (const file of [1, 2, 3]) {
      const locs = locsOf((await sitemapFile(testDb.db, SITE, file, { now: NOW, maxUrls: 5 }))!);
      expect(locs.length).toBeLessThanOrEqual(5);
      listed.push(...locs);
    }
    expect(listed).toEqual(expected);
    expect(await sitemapFile(testDb.db, SITE, 4, { now: NOW, maxUrls: 5 })).toBeNull();
  });

  it("gives a scheduled article saved before it went live its publication time as last change, and the home page too", async () => {
    await createArticle(
      testDb.db,
      createArticleInput({ slug: "edited-earlier", publishedAt: minutesAgo(1_000).toISOString() }),
      minutesAgo(30),
    );
    // Saved two hours ago, live since ten minutes ago.
    await createArticle(
      testDb.db,
      createArticleInput({ slug: "went-live", publishedAt: minutesAgo(10).toISOString() }),
      minutesAgo(120),
    );
    const urls = (
      parser.parse(await sitemapRoot(testDb.db, SITE, { now: NOW })) as {
        urlset: { url: { loc: string; lastmod?: string }[] };
      }
    ).urlset.url;
    const lastmodOf = (path: string) => urls.find((url) => url.loc === SITE + path)?.lastmod;
    expect(lastmodOf("/article/went-live")).toBe(minutesAgo(10).toISOString());
    expect(lastmodOf("/article/edited-earlier")).toBe(minutesAgo(30).toISOString());
    expect(lastmodOf("/")).toBe(minutesAgo(10).toISOString());
  });

  it("reads a file as a range of the (updated_at, id, published_at, slug) index, not by sorting every article", async () => {
    const query = sql`select slug, updated_at from articles where published_at <= ${NOW.toISOString()}
      order by updated_at desc, id desc limit 50000 offset 49996`;
    const steps = await queryPlan(testDb.db, query, { avoid: ["seqscan", "sort"] });
    if (testDialect === "sqlite") {
      expect(steps).toContain("COVERING INDEX articles_updated_at_idx");
      expect(steps, "read in the index's order, not sorted").not.toContain("TEMP B-TREE");
    } else {
      expect(steps).toContain("articles_updated_at_idx");
      expect(steps, "read in the index's order, not sorted").not.toContain("Sort");
    }
  });
});
