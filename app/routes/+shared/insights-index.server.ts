import { getDb } from "~/db/client.server";
import { getFeaturedArticle, listPublishedArticles } from "~/models/article.server";
import { findCategoryBySlug } from "~/site.config";
import { pageFromSearchParams } from "~/utils/pagination";

// With the enlarged first card taking two cells, eight cards fill three rows of three.
export const HOME_PAGE_SIZE = 8;

/** Data for the home page and the category pages: the same screen with a different filter. */
export async function loadInsightsIndex(request: Request, categorySlug: string | undefined) {
  const category = findCategoryBySlug(categorySlug) ?? null;
  const page = pageFromSearchParams(new URL(request.url).searchParams);
  const db = getDb();
  const [featured, latest] = await Promise.all([
    getFeaturedArticle(db),
    listPublishedArticles(db, { category: category?.slug, page, pageSize: HOME_PAGE_SIZE }),
  ]);
  return { featured, latest, selectedCategory: category };
}
