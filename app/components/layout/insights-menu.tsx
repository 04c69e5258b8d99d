import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { siteConfig } from "~/site.config";
import { useHydrated } from "~/utils/use-hydrated";
import { MENU_WITHOUT_SCRIPT } from "./menu-without-script";

const TRIGGER_CLASS =
  "group inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-200 hover:text-white data-[state=open]:text-white lg:px-3";

/** The desktop "Insights" dropdown of every category: an item of the header's main navigation menu. */
export function InsightsMenu() {
  const hydrated = useHydrated();
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  if (!hydrated) {
    return (
      <NavigationMenu.Item>
        <a href={MENU_WITHOUT_SCRIPT} className={TRIGGER_CLASS}>
          Insights
          <ChevronDown className="size-4" aria-hidden />
        </a>
      </NavigationMenu.Item>
    );
  }
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger ref={trigger} className={TRIGGER_CLASS}>
        Insights
        <ChevronDown
          className="size-4 transition-transform duration-150 group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[34rem] rounded-card border border-line bg-white p-3 text-ink shadow-xl">
        <ul className="grid grid-cols-2 gap-1" aria-label="Insight categories">
          {siteConfig.categories.map((category) => (
            <li key={category.slug}>
              <NavigationMenu.Link asChild>
                <Link
                  to={`/category/${category.slug}`}
                  // Closing, the menu hands focus back to its button; on the way to another page, the keyboard starts
                  // at that page's heading instead (see RouteFocus), as after any other link.
                  onClick={(event) => {
                    if (pathname !== event.currentTarget.pathname && !event.metaKey && !event.ctrlKey) {
                      queueMicrotask(() => trigger.current?.blur());
                    }
                  }}
                  className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-accent-soft"
                >
                  {category.name}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
