import type { Db } from "~/db/schema";
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
