import { data, redirect } from "react-router";

/** Reads ?page= leniently: anything that is not a positive whole number means the first page. */
export function pageFromSearchParams(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The address of another page of the same list: the first page has no ?page=, other parameters stay. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What a list route throws for a page past its end; its error boundary links back to the first page. */
export interface PageOutOfRange {
  page: number;
  pageCount: number;
}

export function isPageOutOfRange(value: unknown): value is PageOutOfRange {
  return typeof value === "object" && value !== null && "page" in value && "pageCount" in value;
}

/**
 * A page past the end of a list is not a page of its own: 404 (so it is never indexed) instead of an
 * empty list under a count of articles.
 */
export function requirePageInRange({ page, pageCount }: { page: number; pageCount: number }): void {
  if (page > pageCount) throw data({ page, pageCount } satisfies PageOutOfRange, { status: 404 });
}

/**
 * An admin list asked for a page past its end (most often its last page after deleting that page's last row)
 * goes to the list's last page, with its filters kept, instead of an empty list under a count.
 */
export function redirectPastLastPage(request: Request, list: { page: number; pageCount: number } | null): void {
  if (!list || list.page <= list.pageCount) return;
  const url = new URL(request.url);
  throw redirect(pageHref(url.pathname, url.search, list.pageCount));
}
