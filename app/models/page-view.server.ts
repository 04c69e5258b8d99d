import type { Db } from "~/db/schema";
import { dayIn } from "~/utils/publication-day";

export async function recordPageView(db: Db, articleId: string, now = new Date()): Promise<void> {
  await recordPageViews(db, new Map([[articleId, 1]]), now);
}

/**
 * Adds a batch of view counts (article id to views) to today's rows, today in the site's time zone (the dashboard's
 * days); views of deleted articles are dropped. Rows are written in id order: two instances' batches that locked the
 * same rows in different orders would deadlock on PostgreSQL, and one batch would be lost.
 */
export async function recordPageViews(
  db: Db,
  views: Map<string, number>,
  now = new Date(),
  timeZone?: string,
): Promise<void> {
  if (views.size === 0) return;
  const existing = await db
    .selectFrom("articles")
    .select("id")
    .where("id", "in", [...views.keys()])
    .orderBy("id")
    .execute();
  if (existing.length === 0) return;
  const day = dayIn(now, timeZone);
  await db
    .insertInto("page_views")
    .values(existing.map(({ id }) => ({ article_id: id, day, views: views.get(id) ?? 0 })))
    .onConflict((conflict) =>
      conflict
        .columns(["article_id", "day"])
        .doUpdateSet((eb) => ({ views: eb("page_views.views", "+", eb.ref("excluded.views")) })),
    )
    .execute();
}

/** Views of articles that are published now; scheduled articles' test views do not count. */
export async function countTotalViews(db: Db, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .innerJoin("articles", "articles.id", "page_views.article_id")
    .where("articles.published_at", "<=", now.toISOString())
    .select((eb) => eb.fn.sum<string | number | null>("page_views.views").as("views"))
    .executeTakeFirstOrThrow();
  return Number(row.views ?? 0);
}

export async function countArticleViews(db: Db, articleId: string): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .where("article_id", "=", articleId)
    .select((eb) => eb.fn.sum<string | number | null>("views").as("views"))
    .executeTakeFirstOrThrow();
  return Number(row.views ?? 0);
}
