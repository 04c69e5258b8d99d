import { getDb } from "~/db/client.server";
import { getFeaturedArticle, listPublishedArticles } from "~/models/article.server";
import { findCategoryBySlug } from "~/site.config";

// With the enlarged first card taking two cells, eight cards fill three rows of three.
export const HOME_PAGE_SIZE = 8;

/** Data for the home page and the category pages: the same screen with a different filter. */
export async function loadInsightsIndex(categorySlug: string | undefined) {
  const category = findCategoryBySlug(categorySlug) ?? null;
  const db = getDb();
  const [featured, latest] = await Promise.all([
    getFeaturedArticle(db),
    listPublishedArticles(db, { category: category?.slug, pageSize: HOME_PAGE_SIZE }),
  ]);
  return { featured, latest, selectedCategory: category };
}
