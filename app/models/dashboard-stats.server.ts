import { sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import type { Database, Db } from "~/db/schema";
import { countArticles } from "./article.server";
import { countTotalViews } from "./page-view.server";
import { dayIn, startOfDayIn } from "~/utils/publication-day";

export interface DashboardStats {
  totalArticles: number;
  /** Articles whose publish date is not in the future. */
  published: number;
  /** Views of published articles by people (crawlers and admins are never counted). */
  totalViews: number;
  /** Categories that at least one article is filed under. */
  categoriesInUse: number;
}

export async function getDashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const [articles, totalViews, categories] = await Promise.all([
    countArticles(db, now),
    countTotalViews(db, now),
    db
      .selectFrom("article_categories")
      .select((eb) => eb.fn.count<string | number>("category_slug").distinct().as("inUse"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalArticles: articles.total,
    published: articles.published,
    totalViews,
    categoriesInUse: Number(categories.inUse),
  };
}

export interface DailyActivity {
  /** A day in the site's time zone, YYYY-MM-DD. */
  day: string;
  views: number;
  leads: number;
}

export interface ActivityWindow {
  days?: number;
  now?: Date;
  /** Whose days (IANA); the site's own (`siteConfig.timeZone`) unless a test says otherwise. */
  timeZone?: string;
}

/** The last `days` days of the time zone, oldest first, ending with its today. */
function lastDays(days: number, now: Date, timeZone?: string): string[] {
  const today = Date.parse(`${dayIn(now, timeZone)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * The UTC quarter hour a stored timestamp falls in, `YYYY-MM-DDTHH:MM` (ISO text on SQLite, timestamptz on
 * PostgreSQL). Every time zone's offset is a whole number of quarter hours, so each one lies within one day of any
 * zone, and SQLite, which knows no time zones, needs none: the quarters are given their days afterwards.
 */
function utcQuarterHourOf(db: Db, column: "leads.created_at") {
  return dialectOf<Database>(db) === "postgres"
    ? sql<string>`to_char(date_bin('15 minutes', ${sql.ref(column)}, timestamptz '2000-01-01T00:00:00Z')
        at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`
    : sql<string>`substr(${sql.ref(column)}, 1, 14)
        || printf('%02d', cast(substr(${sql.ref(column)}, 15, 2) as integer) / 15 * 15)`;
}

/** Views of published articles and new leads for each of the last `days` days, zero-filled. */
export async function getDailyActivity(
  db: Db,
  { days = 30, now = new Date(), timeZone }: ActivityWindow = {},
): Promise<DailyActivity[]> {
  const dayList = lastDays(days, now, timeZone);
  const first = dayList[0]!;
  const [viewRows, leadRows] = await Promise.all([
    db
      .selectFrom("page_views")
      .innerJoin("articles", "articles.id", "page_views.article_id")
      .where("page_views.day", ">=", first)
      .where("articles.published_at", "<=", now.toISOString())
      .select(["page_views.day as day", (eb) => eb.fn.sum<string | number>("page_views.views").as("count")])
      .groupBy("page_views.day")
      .execute(),
    db
      .selectFrom("leads")
      .where("leads.created_at", ">=", startOfDayIn(first, timeZone).toISOString())
      .select([
        utcQuarterHourOf(db, "leads.created_at").as("quarter"),
        (eb) => eb.fn.countAll<string | number>().as("count"),
      ])
      .groupBy("quarter")
      .execute(),
  ]);
  const views = new Map(viewRows.map((row) => [row.day, Number(row.count)]));
  const leads = new Map<string, number>();
  for (const { quarter, count } of leadRows) {
    const day = dayIn(`${quarter}:00.000Z`, timeZone);
    leads.set(day, (leads.get(day) ?? 0) + Number(count));
  }
  return dayList.map((day) => ({ day, views: views.get(day) ?? 0, leads: leads.get(day) ?? 0 }));
}

export interface TopArticle {
  id: string;
  slug: string;
  title: string;
  views: number;
}

/** The most-read published articles of the last `days` days. */
export async function listTopArticles(
  db: Db,
  { days = 30, now = new Date(), limit = 5, timeZone }: ActivityWindow & { limit?: number } = {},
): Promise<TopArticle[]> {
  const first = lastDays(days, now, timeZone)[0]!;
  const rows = await db
    .selectFrom("page_views")
    .innerJoin("articles", "articles.id", "page_views.article_id")
    .where("page_views.day", ">=", first)
    .where("articles.published_at", "<=", now.toISOString())
    .select([
      "articles.id",
      "articles.slug",
      "articles.title",
      (eb) => eb.fn.sum<string | number>("page_views.views").as("views"),
    ])
    .groupBy(["articles.id", "articles.slug", "articles.title"])
    .orderBy("views", "desc")
    .orderBy("articles.title")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, views: Number(row.views) }));
}
