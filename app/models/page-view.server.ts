import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function recordPageView(db: Kysely<Database>, articleId: string, now = new Date()): Promise<void> {
  await db
    .insertInto("page_views")
    .values({ article_id: articleId, day: utcDay(now), views: 1 })
    .onConflict((conflict) =>
      conflict.columns(["article_id", "day"]).doUpdateSet((eb) => ({ views: eb("page_views.views", "+", 1) })),
    )
    .execute();
}

/** Views of articles that are published now; scheduled articles' test views do not count. */
export async function countTotalViews(db: Kysely<Database>, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .innerJoin("articles", "articles.id", "page_views.article_id")
    .where("articles.published_at", "<=", now.toISOString())
    .select((eb) => eb.fn.sum<string | number | null>("page_views.views").as("views"))
    .executeTakeFirstOrThrow();
  return Number(row.views ?? 0);
}

export async function countArticleViews(db: Kysely<Database>, articleId: string): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .where("article_id", "=", articleId)
    .select((eb) => eb.fn.sum<string | number | null>("views").as("views"))
    .executeTakeFirstOrThrow();
  return Number(row.views ?? 0);
}
