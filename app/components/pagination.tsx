import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/utils/cn";

function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Date-ordered lists page through "Newer"/"Older"; ranked lists (search) through "Previous"/"Next". */
export function Pagination({
  page,
  pageCount,
  labels = { previous: "Newer", next: "Older" },
}: {
  page: number;
  pageCount: number;
  labels?: { previous: string; next: string };
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-navy";
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(location.pathname, location.search, page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft className="size-4" aria-hidden /> {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(location.pathname, location.search, page + 1)} rel="next" className={cn(linkClass)}>
          {labels.next} <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
