import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
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
  const [announcement, setAnnouncement] = useState("");
  // The link followed may not be on the new page (the last has no Older), and the browser then dropped the focus to the
  // top of the document. The reader starts where the new page opens: the list's heading, else the page's. A list
  // whose container takes the focus of what leaves it (an admin list) is left to it. A link that is still there (on a
  // middle page) keeps the focus, and the new page's number is said: the list changed with nothing else to tell.
  useEffect(() => {
    const link = followed.current;
    if (!link) return;
    if (link.isConnected) {
      if (document.activeElement === link) setAnnouncement(`Page ${page} of ${pageCount}`);
      return;
    }
    followed.current = null;
    setAnnouncement("");
    const start = (listId && document.getElementById(listId)) || document.querySelector<HTMLElement>("#main h1");
    if (!start || !focusDroppedToDocument()) return;
    if (!start.hasAttribute("tabindex")) start.setAttribute("tabindex", "-1");
    start.setAttribute("data-route-start", "");
    start.focus({ preventScroll: true });
  }, [page, pageCount, listId]);
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
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
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
