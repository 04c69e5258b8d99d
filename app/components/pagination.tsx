import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { focusDroppedToDocument, focusFallbackOf } from "~/components/ui/focus-fallback";
import { pageHref } from "~/utils/pagination";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-navy";

/**
 * Date-ordered lists page through "Newer"/"Older"; ranked lists (search) through "Previous"/"Next". A list below
 * other content names its heading's id as `listId`: the next page opens there (with or without JavaScript), not at
 * the top, where it would look the same as the page before.
 */
export function Pagination({
  page,
  pageCount,
  labels = { previous: "Newer", next: "Older" },
  listId,
}: {
  page: number;
  pageCount: number;
  labels?: { previous: string; next: string };
  listId?: string;
}) {
  const location = useLocation();
  const followed = useRef<HTMLElement | null>(null);
  // The link followed may not be on the new page (the last has no Older), and the browser then dropped the focus to the
  // top of the document. The reader starts where the new page opens: the list's heading, else the page's. A list
  // whose container takes the focus of what leaves it (an admin list) is left to it.
  useEffect(() => {
    const link = followed.current;
    if (!link || link.isConnected) return;
    followed.current = null;
    const start = (listId && document.getElementById(listId)) || document.querySelector<HTMLElement>("#main h1");
    if (!start || !focusDroppedToDocument()) return;
    if (!start.hasAttribute("tabindex")) start.setAttribute("tabindex", "-1");
    start.setAttribute("data-route-start", "");
    start.focus({ preventScroll: true });
  }, [page, listId]);
  if (pageCount <= 1) return null;
  const hrefOf = (target: number) =>
    pageHref(location.pathname, location.search, target) + (listId ? `#${listId}` : "");
  // Three equal columns keep the page number centred whether or not both buttons are there.
  return (
    <nav
      aria-label="Pagination"
      className="mt-10 grid grid-cols-[1fr_auto_1fr] items-center gap-4"
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && !focusFallbackOf(event.target)) followed.current = event.target;
      }}
    >
      <div className="justify-self-start">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} rel="prev" className={linkClass}>
            <ChevronLeft className="size-4" aria-hidden /> {labels.previous}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      <div className="justify-self-end">
        {page < pageCount ? (
          <Link to={hrefOf(page + 1)} rel="next" className={linkClass}>
            {labels.next} <ChevronRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
