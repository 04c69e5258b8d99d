import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/site.config";
import { cn } from "~/utils/cn";

/** Which ends of the scrolling row have more pills beyond them. */
interface Overflow {
  before: boolean;
  after: boolean;
}

// On small screens the pills scroll sideways; the row fades out where more pills wait, so it reads as
// scrollable. Without JavaScript the row starts at its beginning, so only the far end fades.
const fadeClass = {
  none: "",
  after: "max-sm:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]",
  before: "max-sm:[mask-image:linear-gradient(to_left,black_calc(100%-3rem),transparent)]",
  both: "max-sm:[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)]",
};

function fadeFor({ before, after }: Overflow): keyof typeof fadeClass {
  if (before && after) return "both";
  if (before) return "before";
  return after ? "after" : "none";
}

function overflowOf(row: HTMLElement): Overflow {
  return {
    before: row.scrollLeft > 4,
    after: row.scrollLeft + row.clientWidth < row.scrollWidth - 4,
  };
}

/** Filter pills are links, so filtering works without JavaScript and each filter has its own URL. */
export function CategoryPills({ selected }: { selected: string | null }) {
  const pills = [{ slug: null, name: "All" }, ...siteConfig.categories];
  const row = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: true });

  // The selected pill may be far along the row: bring it to the middle so the reader sees the filter.
  useEffect(() => {
    const nav = row.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    if (nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    }
    setOverflow(overflowOf(nav));
  }, [selected]);

  useEffect(() => {
    const update = () => row.current && setOverflow(overflowOf(row.current));
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  return (
    <nav
      ref={row}
      aria-label="Filter by category"
      onScroll={(event) => setOverflow(overflowOf(event.currentTarget))}
      className={cn("relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0", fadeClass[fadeFor(overflow)])}
    >
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {pills.map((pill) => {
          const active = pill.slug === selected;
          return (
            <li key={pill.slug ?? "all"} className="shrink-0">
              <Link
                to={pill.slug ? `/category/${pill.slug}` : "/"}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors duration-150",
                  active ? "border-navy bg-navy text-white" : "border-line bg-white text-ink hover:border-navy",
                )}
              >
                {pill.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
