import { ChevronDown, Menu, Search } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { AuthModal, type AuthTab } from "~/components/auth/auth-modal";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { siteConfig } from "~/site.config";
import { cn } from "~/utils/cn";
import { useOptionalUser, type SessionUser } from "~/utils/user";
import { Logo } from "./logo";
import { SignOutButton, UserAvatar, UserIdentity, UserMenu } from "./user-menu";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-200 transition-colors hover:text-white",
    isActive && "text-white",
  );

export function SiteHeader() {
  const user = useOptionalUser();
  const location = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [authModal, setAuthModal] = useState<{ open: boolean; tab: AuthTab }>({ open: false, tab: "signin" });
  const openAuthModal = (tab: AuthTab) => (event: React.MouseEvent) => {
    // The links still lead to the sign-in and sign-up pages when JavaScript is off.
    event.preventDefault();
    setAuthModal({ open: true, tab });
  };
  return (
    <header className="sticky top-0 z-40 bg-navy text-white shadow-[0_1px_0_rgba(255,255,255,0.06)]">
      <div className="mx-auto flex h-16 max-w-content items-center gap-4 px-4 sm:px-6">
        <Logo className="mr-2 rounded-md" />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          <InsightsMenu />
          {user?.isAdmin ? (
            <NavLink to="/admin" className={navLinkClass}>
              Admin
            </NavLink>
          ) : null}
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <Button
            variant="ghost-inverse"
            size="icon"
            aria-label={searchOpen ? "Close search" : "Open search"}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Search className="size-5" aria-hidden />
          </Button>
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button asChild variant="outline-inverse" size="sm">
                  <Link to="/signin" onClick={openAuthModal("signin")}>
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
          <MobileMenu user={user} onAuth={(tab) => setAuthModal({ open: true, tab })} />
        </div>
      </div>
      {searchOpen ? <SearchBar onClose={() => setSearchOpen(false)} /> : null}
      {/* Stays mounted after sign-in so its form can show the answer and close itself. */}
      <AuthModal
        open={authModal.open}
        tab={authModal.tab}
        onOpenChange={(open) => setAuthModal((current) => ({ ...current, open }))}
        onTabChange={(tab) => setAuthModal((current) => ({ ...current, tab }))}
        redirectTo={location.pathname + location.search}
      />
    </header>
  );
}

function InsightsMenu() {
  return (
    <NavigationMenu.Root className="relative" delayDuration={80}>
      <NavigationMenu.List className="flex items-center">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className="group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-200 hover:text-white data-[state=open]:text-white">
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
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileMenu({ user, onAuth }: { user: SessionUser | null; onAuth: (tab: AuthTab) => void }) {
  const [open, setOpen] = useState(false);
  const authLink = (tab: AuthTab) => (event: React.MouseEvent) => {
    event.preventDefault();
    setOpen(false);
    onAuth(tab);
  };
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost-inverse" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <SheetClose asChild>
            <Link to="/" className="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-white/10">
              Home
            </Link>
          </SheetClose>
          {user?.isAdmin ? (
            <SheetClose asChild>
              <Link to="/admin" className="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-white/10">
                Admin
              </Link>
            </SheetClose>
          ) : null}
          <p className="mt-4 px-3 text-xs font-semibold tracking-widest text-slate-300 uppercase">Insights</p>
          <ul className="mt-1">
            {siteConfig.categories.map((category) => (
              <li key={category.slug}>
                <SheetClose asChild>
                  <Link
                    to={`/category/${category.slug}`}
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
              <Link to="/signin" onClick={authLink("signin")}>
                Sign In
              </Link>
            </Button>
            <Button asChild variant="accent">
              <Link to="/signup" onClick={authLink("signup")}>
                Sign Up
              </Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function SearchBar({ onClose }: { onClose: () => void }) {
  return (
    <div id="site-search" className="border-t border-white/10 bg-navy-800">
      <Form
        method="get"
        action="/search"
        role="search"
        className="mx-auto flex max-w-content items-center gap-2 px-4 py-3 sm:px-6"
        onSubmit={onClose}
      >
        <label htmlFor="site-search-input" className="sr-only">
          Search insights
        </label>
        <input
          id="site-search-input"
          name="q"
          type="search"
          autoFocus
          placeholder="Search insights…"
          className="min-h-11 flex-1 rounded-md border border-white/20 bg-white/5 px-3.5 text-base text-white placeholder:text-slate-300"
        />
        <Button type="submit" variant="accent">
          Search
        </Button>
      </Form>
    </div>
  );
}
