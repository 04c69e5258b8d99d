import { beforeEach, describe, expect, it } from "vitest";
import { createArticle, listRecentArticles } from "~/models/article.server";
import { getDailyActivity, getDashboardStats, listTopArticles } from "~/models/dashboard-stats.server";
import { createLead } from "~/models/lead.server";
import { recordPageViews } from "~/models/page-view.server";
import { createArticleInput, createLeadInput } from "../setup/factories";
import { testDialect, useTestDatabase } from "../setup/test-database";

const NOW = new Date("2025-07-01T12:00:00.000Z");

describe(`dashboard figures (${testDialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("articles").execute();
  });

  it("count every article, the published ones, their real views and the categories in use", async () => {
    const published = await createArticle(
      testDb.db,
      createArticleInput({
        categories: ["cloud-infrastructure", "cybersecurity-risk"],
        publishedAt: "2025-06-01T00:00:00.000Z",
      }),
      NOW,
    );
    const publishedNow = await createArticle(
      testDb.db,
      createArticleInput({ categories: ["cloud-infrastructure"], publishedAt: NOW.toISOString() }),
      NOW,
    );
    const scheduled = await createArticle(
      testDb.db,
      createArticleInput({ categories: ["cto-reflections"], publishedAt: "2025-08-01T00:00:00.000Z" }),
      NOW,
    );
    await recordPageViews(
      testDb.db,
      new Map([
        [published.id, 5],
        [publishedNow.id, 2],
        // Views of a scheduled article (an admin previewing it) never count.
        [scheduled.id, 40],
      ]),
      NOW,
    );

    expect(await getDashboardStats(testDb.db, NOW)).toEqual({
      totalArticles: 3,
      published: 2,
      totalViews: 7,
      categoriesInUse: 3,
    });
  });

  it("are all zero on an empty site", async () => {
    expect(await getDashboardStats(testDb.db, NOW)).toEqual({
      totalArticles: 0,
      published: 0,
      totalViews: 0,
      categoriesInUse: 0,
    });
  });

  it("list the five newest articles by creation, scheduled ones included", async () => {
    const created = [];
    for (let index = 0; index < 7; index += 1) {
      const createdAt = new Date(NOW.getTime() + index * 60_000);
      created.push(
        await createArticle(
          testDb.db,
          createArticleInput({ publishedAt: index === 6 ? "2030-01-01T00:00:00.000Z" : undefined }),
          createdAt,
        ),
      );
    }
    const recent = await listRecentArticles(testDb.db, 5);
    expect(recent.map((article) => article.id)).toEqual(
      created
        .slice(2)
        .reverse()
        .map((article) => article.id),
    );
  });

  it("give views and new leads for each of the last 30 UTC days, zero-filled, from the real tables", async () => {
    await testDb.db.deleteFrom("leads").execute();
    const article = await createArticle(
      testDb.db,
      createArticleInput({ publishedAt: "2025-01-01T00:00:00.000Z" }),
      NOW,
    );
    const scheduled = await createArticle(
      testDb.db,
      createArticleInput({ publishedAt: "2025-09-01T00:00:00.000Z" }),
      NOW,
    );
    await recordPageViews(testDb.db, new Map([[article.id, 3]]), new Date("2025-07-01T08:00:00.000Z"));
    await recordPageViews(
      testDb.db,
      new Map([
        [article.id, 2],
        [scheduled.id, 9],
      ]),
      new Date("2025-06-02T23:59:00.000Z"),
    );
    // The 31st day back is outside the window.
    await recordPageViews(testDb.db, new Map([[article.id, 50]]), new Date("2025-06-01T12:00:00.000Z"));
    // 23:30 at UTC-05:00 on June 30 is July 1 in UTC.
    await createLead(testDb.db, createLeadInput(), new Date("2025-06-30T23:30:00.000-05:00"));
    await createLead(testDb.db, createLeadInput(), new Date("2025-07-01T00:00:00.000Z"));
    await createLead(testDb.db, createLeadInput(), new Date("2025-06-15T10:00:00.000Z"));
    await createLead(testDb.db, createLeadInput(), new Date("2025-05-31T10:00:00.000Z"));

    const activity = await getDailyActivity(testDb.db, { days: 30, now: NOW });
    expect(activity).toHaveLength(30);
    expect(activity[0]).toEqual({ day: "2025-06-02", views: 2, leads: 0 });
    expect(activity.at(-1)).toEqual({ day: "2025-07-01", views: 3, leads: 2 });
    expect(activity.find((entry) => entry.day === "2025-06-15")).toEqual({ day: "2025-06-15", views: 0, leads: 1 });
    expect(activity.reduce((sum, entry) => sum + entry.views, 0)).toBe(5);
    expect(activity.reduce((sum, entry) => sum + entry.leads, 0)).toBe(3);
  });

  it("count days in the site's time zone when it is not UTC, to the quarter hour", async () => {
    await testDb.db.deleteFrom("leads").execute();
    const article = await createArticle(
      testDb.db,
      createArticleInput({ publishedAt: "2025-01-01T00:00:00.000Z" }),
      NOW,
    );
    // Kolkata is UTC+05:30: 18:29 UTC is 23:59 on June 30 there, 18:30 UTC is midnight of July 1.
    const timeZone = "Asia/Kolkata";
    const at = (instant: string) => new Date(instant);
    await recordPageViews(testDb.db, new Map([[article.id, 4]]), at("2025-06-30T18:29:00.000Z"), timeZone);
    await recordPageViews(testDb.db, new Map([[article.id, 7]]), at("2025-06-30T18:30:00.000Z"), timeZone);
    await createLead(testDb.db, createLeadInput(), at("2025-06-30T18:29:59.999Z"));
    await createLead(testDb.db, createLeadInput(), at("2025-06-30T18:30:00.000Z"));
    await createLead(testDb.db, createLeadInput(), at("2025-07-01T12:00:00.000Z"));
    // Before the first day of the window there (June 2 from 00:00, May 31 18:30 UTC), and just inside it.
    await createLead(testDb.db, createLeadInput(), at("2025-06-01T18:29:00.000Z"));
    await createLead(testDb.db, createLeadInput(), at("2025-06-01T18:30:00.000Z"));

    // 12:00 UTC on July 1 is 17:30 on July 1 in Kolkata.
    const activity = await getDailyActivity(testDb.db, { days: 30, now: NOW, timeZone });
    expect(activity[0]).toEqual({ day: "2025-06-02", views: 0, leads: 1 });
    expect(activity.slice(-2)).toEqual([
      { day: "2025-06-30", views: 4, leads: 1 },
      { day: "2025-07-01", views: 7, leads: 2 },
    ]);
    expect(await listTopArticles(testDb.db, { days: 1, now: NOW, timeZone })).toEqual([
      { id: article.id, slug: article.slug, title: article.title, views: 7 },
    ]);

    // Late on June 30 in New York (UTC-04:00) is July 1 in UTC, and the window ends on New York's June 30.
    const newYork = await getDailyActivity(testDb.db, {
      days: 2,
      now: at("2025-07-01T03:00:00.000Z"),
      timeZone: "America/New_York",
    });
    expect(newYork.map((entry) => entry.day)).toEqual(["2025-06-29", "2025-06-30"]);
    expect(newYork.at(-1)!.leads).toBe(2);
  });

  it("rank the most-read published articles of the period", async () => {
    const titles = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"];
    const articles = [];
    for (const title of titles) {
      articles.push(
        await createArticle(testDb.db, createArticleInput({ title, publishedAt: "2025-01-01T00:00:00.000Z" }), NOW),
      );
    }
    const scheduled = await createArticle(
      testDb.db,
      createArticleInput({ title: "Zulu", publishedAt: "2025-09-01T00:00:00.000Z" }),
      NOW,
    );
    await recordPageViews(
      testDb.db,
      new Map([
        [articles[0]!.id, 1],
        [articles[1]!.id, 7],
        [articles[2]!.id, 4],
        [articles[3]!.id, 4],
        [articles[4]!.id, 2],
        [articles[5]!.id, 3],
        [scheduled.id, 100],
      ]),
      NOW,
    );
    // Old views do not count towards the period.
    await recordPageViews(testDb.db, new Map([[articles[0]!.id, 500]]), new Date("2025-05-01T00:00:00.000Z"));

    const top = await listTopArticles(testDb.db, { days: 30, now: NOW, limit: 5 });
    expect(top.map((entry) => [entry.title, entry.views])).toEqual([
      ["Bravo", 7],
      ["Charlie", 4],
      ["Delta", 4],
      ["Foxtrot", 3],
      ["Echo", 2],
    ]);
  });
});
