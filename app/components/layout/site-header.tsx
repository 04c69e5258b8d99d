import { Search } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { AuthTab } from "~/components/auth/auth-modal";
import { Button } from "~/components/ui/button";
import { focusDroppedToDocument } from "~/components/ui/focus-fallback";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { useOptionalUser } from "~/utils/user";
import { HeaderSearch } from "./header-search";
import { InsightsMenu } from "./insights-menu";
import { Logo } from "./logo";
import { MenuWithoutScript } from "./menu-without-script";
import { MobileMenu } from "./mobile-menu";
import { UserAvatar, UserMenu } from "./user-menu";

// The dialog, its forms and their validation are fetched the first time someone opens it, not with every page.
const AuthModal = lazy(() => import("~/components/auth/auth-modal").then((module) => ({ default: module.AuthModal })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-slate-200 transition-colors hover:text-white lg:px-3",
    isActive && "text-white",
  );

export function SiteHeader() {
  const user = useOptionalUser();
  const location = useLocation();
  const hydrated = useHydrated();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };
  const signInLink = useRef<HTMLAnchorElement>(null);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const signedIn = Boolean(user);
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    // Signing out on the same page takes the Sign Out button away with the focus it had; the keyboard carries on
    // from Sign In, which takes its place.
    if (wasSignedIn.current && !signedIn && focusDroppedToDocument()) signInLink.current?.focus();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  const [authModal, setAuthModal] = useState<{ open: boolean; tab: AuthTab; opened: boolean }>({
    open: false,
    tab: "signin",
    opened: false,
  });
  const showAuthModal = (tab: AuthTab) => setAuthModal({ open: true, tab, opened: true });
  const openAuthModal = (tab: AuthTab) => (event: React.MouseEvent) => {
    // The links still lead to the sign-in and sign-up pages when JavaScript is off.
    event.preventDefault();
    showAuthModal(tab);
  };
  return (
    <header className="sticky top-0 z-40 bg-navy text-white shadow-[0_1px_0_rgba(255,255,255,0.06)]">
      <div className="mx-auto flex h-16 max-w-content items-center gap-4 px-4 sm:px-6">
        <Logo className="mr-2 shrink-0 rounded-md" />
        {/* One navigation landmark: the menu primitive renders the <nav> itself. */}
        <NavigationMenu.Root aria-label="Main" className="hidden md:block" delayDuration={80}>
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <NavLink to="/" end className={navLinkClass}>
                Home
              </NavLink>
            </NavigationMenu.Item>
            <InsightsMenu />
            {user ? (
              <NavigationMenu.Item>
                <NavLink to="/library" className={navLinkClass}>
                  Library
                </NavLink>
              </NavigationMenu.Item>
            ) : null}
            {user?.isAdmin ? (
              <NavigationMenu.Item>
                <NavLink to="/admin" className={navLinkClass}>
                  Admin
                </NavLink>
              </NavigationMenu.Item>
            ) : null}
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="ml-auto flex min-w-0 items-center gap-1.5">
          {hydrated ? (
            <Button
              ref={searchToggle}
              variant="ghost-inverse"
              size="icon"
              className="shrink-0"
              aria-label={searchOpen ? "Close search" : "Open search"}
              aria-expanded={searchOpen}
              // The search bar is on the page only while open; a closed one leaves nothing to point at.
              aria-controls={searchOpen ? "site-search" : undefined}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <Search className="size-5" aria-hidden />
            </Button>
          ) : (
            // Until the page has its script (or in a browser without one) the bar cannot open: the search page can.
            <Button asChild variant="ghost-inverse" size="icon">
              <Link to="/search" aria-label="Search">
                <Search className="size-5" aria-hidden />
              </Link>
            </Button>
          )}
          <div className="hidden min-w-0 items-center gap-2 md:flex">
            {user ? (
              <UserMenu user={user} signOutRef={signOutButton} />
            ) : (
              <>
                <Button asChild variant="outline-inverse" size="sm">
                  <Link ref={signInLink} to="/signin" onClick={openAuthModal("signin")}>
                    Sign In
                  </Link>
                </Button>
                <Button asChild variant="accent" size="sm">
                  <Link to="/signup" onClick={openAuthModal("signup")}>
                    Sign Up
                  </Link>
                </Button>
              </>
            )}
          </div>
          {user ? <UserAvatar email={user.email} className="md:hidden" /> : null}
          <MobileMenu user={user} onAuth={showAuthModal} />
        </div>
      </div>
      {hydrated ? null : <MenuWithoutScript user={user} />}
      {searchOpen ? <HeaderSearch onClose={closeSearch} /> : null}
      {/* Once opened it stays mounted, also after sign-in, so its form can show the answer and close itself. */}
      {authModal.opened ? (
        <Suspense fallback={null}>
          <AuthModal
            open={authModal.open}
            tab={authModal.tab}
            onOpenChange={(open) => setAuthModal((current) => ({ ...current, open }))}
            onTabChange={(tab) => setAuthModal((current) => ({ ...current, tab }))}
            redirectTo={location.pathname + location.search}
            focusAfterSignIn={() => signOutButton.current}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
