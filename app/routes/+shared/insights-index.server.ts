import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { getFeaturedArticle, getNewestArticle, listPublishedArticles } from "~/models/article.server";
import { findCategoryBySlugIgnoringCase } from "~/site.config";
import { pageFromSearchParams, requirePageInRange } from "~/utils/pagination";

// With the enlarged first card taking two cells, eight cards fill three rows of three.
export const HOME_PAGE_SIZE = 8;

/**
 * Data for the home page and the category pages: the same list with a different filter. The home page
 * features the site's featured insight, a category page its own newest one; either way the featured
 * article is left out of the list below it. A slug that names no category shows the home list (the
 * footer's quick links use such slugs).
 */
export async function loadInsightsIndex(request: Request, categorySlug: string | undefined) {
  const url = new URL(request.url);
  const category = categorySlug === undefined ? null : (findCategoryBySlugIgnoringCase(categorySlug) ?? null);
  // Routes match regardless of case: /Category/Cloud-Infrastructure moves for good to the one address.
  const categoryPath = category ? `/category/${category.slug}` : null;
  if (categoryPath && url.pathname !== categoryPath) throw redirect(`${categoryPath}${url.search}`, 301);
  const page = pageFromSearchParams(url.searchParams);
  const db = getDb();
  const featured = category ? await getNewestArticle(db, { category: category.slug }) : await getFeaturedArticle(db);
  const latest = await listPublishedArticles(db, {
    category: category?.slug,
    excludeId: featured?.id,
    page,
    pageSize: HOME_PAGE_SIZE,
  });
  requirePageInRange(latest);
  return { featured, latest, selectedCategory: category };
}
