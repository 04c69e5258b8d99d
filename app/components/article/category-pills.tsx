import { Link } from "react-router";
import { siteConfig } from "~/site.config";
import { cn } from "~/utils/cn";

/** Filter pills are links, so filtering works without JavaScript and each filter has its own URL. */
export function CategoryPills({ selected }: { selected: string | null }) {
  const pills = [{ slug: null, name: "All" }, ...siteConfig.categories];
  return (
    <nav aria-label="Filter by category" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
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
