import { sql } from "kysely";
import { dialectOf } from "~/db/dialect";
import type { Database, Db } from "~/db/schema";
import { countArticles } from "./article.server";
import { countTotalViews } from "./page-view.server";

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
  /** A UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
  leads: number;
}

export interface ActivityWindow {
  days?: number;
  now?: Date;
}

/** The last `days` UTC days, oldest first, ending today. */
function lastDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The UTC day of a stored timestamp: ISO text on SQLite, timestamptz on PostgreSQL. */
function utcDayOf(db: Db, column: "leads.created_at") {
  return dialectOf<Database>(db) === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** Views of published articles and new leads for each of the last `days` days, zero-filled. */
export async function getDailyActivity(
  db: Db,
  { days = 30, now = new Date() }: ActivityWindow = {},
): Promise<DailyActivity[]> {
  const dayList = lastDays(days, now);
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
      .where("leads.created_at", ">=", `${first}T00:00:00.000Z`)
      .select([utcDayOf(db, "leads.created_at").as("day"), (eb) => eb.fn.countAll<string | number>().as("count")])
      .groupBy("day")
      .execute(),
  ]);
  const views = new Map(viewRows.map((row) => [row.day, Number(row.count)]));
  const leads = new Map(leadRows.map((row) => [row.day, Number(row.count)]));
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
  { days = 30, now = new Date(), limit = 5 }: ActivityWindow & { limit?: number } = {},
): Promise<TopArticle[]> {
  const first = lastDays(days, now)[0]!;
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
