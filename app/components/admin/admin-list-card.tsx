import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Pagination } from "~/components/pagination";
import { useFocusFallback } from "~/components/ui/focus-fallback";
import { cn } from "~/utils/cn";

interface AdminListCardProps {
  headingId: string;
  title: string;
  /** The count badge beside the title. */
  count?: ReactNode;
  /** Search, filters and buttons on the right of the header. */
  tools?: ReactNode;
  /** A status line under the header, such as 'Loading leads...'. */
  status?: ReactNode;
  /** The table, shown when there are rows; otherwise `empty` is. */
  hasRows: boolean;
  empty: string;
  /**
   * The title of the list's load-failure toast, when the list could not be read: it stands where the rows would, so
   * the card never says the list is empty (`empty`) once the toast has gone.
   */
  loadFailed?: string | null;
  /** How many rows the list holds as it is searched or filtered ('2 leads'), said after a search or a page change. */
  found: string;
  page?: { page: number; pageCount: number };
  /** The width from which the rows are a table, not stacked cards: from there the table scrolls in the card. */
  tableFrom?: keyof typeof SCROLLS_IN_CARD;
  className?: string;
  children: ReactNode;
}

/**
 * A table scrolls inside its card, under its sticky header; stacked cards have no header to keep, and scrolled
 * inside the card they showed two or three rows at a time on tablets.
 */
const SCROLLS_IN_CARD = {
  md: "md:max-h-[70vh] md:overflow-auto",
  lg: "lg:max-h-[70vh] lg:overflow-auto",
  xl: "xl:max-h-[70vh] xl:overflow-auto",
};

/**
 * The card every admin list sits in (articles, audit log, leads, subscribers): a header with title, count
 * and tools, the table (scrolling inside the card on wide screens), the empty message, and the pages. It takes
 * the focus of a row that leaves it.
 */
export function AdminListCard({
  headingId,
  title,
  count,
  tools,
  status,
  hasRows,
  empty,
  loadFailed,
  found,
  page,
  tableFrom = "md",
  className,
  children,
}: AdminListCardProps) {
  const focusFallback = useFocusFallback<HTMLElement>();
  return (
    <section
      {...focusFallback}
      aria-labelledby={headingId}
      className={cn("rounded-card border border-line bg-white shadow-sm", className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line px-5 py-4">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="font-sans text-lg font-semibold">
            {title}
          </h2>
          {count}
        </div>
        {tools}
      </div>
      <ListOutcome
        text={
          loadFailed ??
          (hasRows ? found + (page && page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : "") : empty)
        }
      />
      {status}
      {loadFailed ? (
        <div role="alert" className="px-5 py-14 text-center">
          <p className="text-lg font-semibold text-ink">{loadFailed}</p>
          <p className="mt-2 text-ink-soft">Reload the page to try again.</p>
        </div>
      ) : hasRows ? (
        // Positioned, so that the rows' visually hidden labels (absolutely positioned) are clipped with the table
        // instead of widening the page.
        <div className={cn("relative", SCROLLS_IN_CARD[tableFrom])}>{children}</div>
      ) : (
        <p className="px-5 py-14 text-center text-ink wrap-anywhere">{empty}</p>
      )}
      {page ? (
        <div className="px-5 pb-5">
          <Pagination page={page.page} pageCount={page.pageCount} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * A search, a filter or another page of the list changes only the address's query: the page and its title stay, the
 * keyboard stays in the search box or on the page link, and nothing told a screen reader what came of it. The list's
 * outcome is said when its rows change that way; each saying is a new line, so the same outcome twice is said twice.
 */
function ListOutcome({ text }: { text: string }) {
  const { search } = useLocation();
  const shownFor = useRef(search);
  const [said, setSaid] = useState({ text: "", count: 0 });
  useEffect(() => {
    if (shownFor.current === search) return;
    shownFor.current = search;
    setSaid((previous) => ({ text, count: previous.count + 1 }));
  }, [search, text]);
  return (
    <p role="status" className="sr-only">
      <span key={said.count}>{said.text}</span>
    </p>
  );
}
