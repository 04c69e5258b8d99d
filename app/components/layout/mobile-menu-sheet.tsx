import { useRef } from "react";
import { Link, useLocation } from "react-router";
import type { AuthTab } from "~/components/auth/auth-modal";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent } from "~/components/ui/sheet";
import { siteConfig } from "~/site.config";
import type { SessionUser } from "~/utils/user";
import { menuPages } from "./menu-pages";
import { SignOutButton, UserIdentity } from "./user-menu";

/** The menu sheet of small screens: pages, categories and the account. */
export default function MobileMenuSheet({
  user,
  open,
  onOpenChange,
  onAuth,
  returnFocusTo,
}: {
  user: SessionUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAuth: (tab: AuthTab) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  // A page other than this one, chosen in the menu: the keyboard starts at its heading (see RouteFocus), not back
  // on the menu button.
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const noteLeaving = (event: React.MouseEvent<HTMLAnchorElement>) => {
    leaving.current = event.currentTarget.pathname !== pathname;
  };
  // The sign-in dialog opens once this sheet has given focus back to the menu button, so that the dialog notes the
  // button as what to give focus back to; opened at once, it noted the page, the link having left with the sheet.
  const authAfterClose = useRef<AuthTab | null>(null);
  const openAuth = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    authAfterClose.current = event.currentTarget.pathname === "/signup" ? "signup" : "signin";
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Menu"
        onCloseAutoFocus={(event) => {
          // The menu button is outside the dialog (it loads the dialog), so focus goes back to it by hand.
          event.preventDefault();
          if (!leaving.current) returnFocusTo.current?.focus();
          leaving.current = false;
          if (authAfterClose.current) onAuth(authAfterClose.current);
          authAfterClose.current = null;
        }}
      >
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          {menuPages(user).map((page) => (
            <SheetClose asChild key={page.to}>
              <Link
                to={page.to}
                onClick={noteLeaving}
                className="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-white/10"
              >
                {page.label}
              </Link>
            </SheetClose>
          ))}
          <p className="mt-4 px-3 text-xs font-semibold tracking-widest text-slate-300 uppercase">Insights</p>
          <ul className="mt-1">
            {siteConfig.categories.map((category) => (
              <li key={category.slug}>
                <SheetClose asChild>
                  <Link
                    to={`/category/${category.slug}`}
                    onClick={noteLeaving}
                    className="flex min-h-11 items-center rounded-md px-3 text-sm text-slate-100 hover:bg-white/10"
                  >
                    {category.name}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="border-t border-white/10 p-4">
            <UserIdentity user={user} />
            <SignOutButton className="mt-4" />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2 border-t border-white/10 p-4">
            <Button asChild variant="outline-inverse">
              <Link to="/signin" onClick={openAuth}>
                Sign In
              </Link>
            </Button>
            <Button asChild variant="accent">
              <Link to="/signup" onClick={openAuth}>
                Sign Up
              </Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
