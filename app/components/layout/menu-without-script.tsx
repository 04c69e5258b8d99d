import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/site.config";
import type { SessionUser } from "~/utils/user";
import { menuPages } from "./menu-pages";
import { SignOutButton } from "./user-menu";

/** The address that shows the menu below; the header's menu buttons link to it until the page has its script. */
export const MENU_WITHOUT_SCRIPT = "#site-menu";

const linkClass = "flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-100 hover:bg-white/10";

/**
 * The header's menus before the page has its script, or in a browser without one: the phone sheet and the
 * Insights hover menu need JavaScript, so their buttons are links to this panel, which the browser shows while
 * the address ends in #site-menu. Once the page has its script it is not rendered at all.
 */
export function MenuWithoutScript({ user }: { user: SessionUser | null }) {
  return (
    <nav
      id={MENU_WITHOUT_SCRIPT.slice(1)}
      aria-label="Site menu"
      className="hidden border-t border-white/10 bg-navy target:block"
    >
      <div className="mx-auto max-w-content px-4 py-4 sm:px-6">
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {menuPages(user).map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={linkClass}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 px-3 text-xs font-semibold tracking-widest text-slate-300 uppercase">Insights</p>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-3" aria-label="Insight categories">
          {siteConfig.categories.map((category) => (
            <li key={category.slug}>
              <Link to={`/category/${category.slug}`} className={linkClass}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-white/10 pt-4">
          {user ? (
            <SignOutButton />
          ) : (
            <>
              <Button asChild variant="outline-inverse" size="sm">
                <Link to="/signin">Sign In</Link>
              </Button>
              <Button asChild variant="accent" size="sm">
                <Link to="/signup">Sign Up</Link>
              </Button>
            </>
          )}
          <Button asChild variant="ghost-inverse" size="sm" className="ml-auto">
            {/* Any other address ends the :target that shows the panel; "#" would also scroll to the top. */}
            <a href="#main">Close menu</a>
          </Button>
        </div>
      </div>
    </nav>
  );
}
