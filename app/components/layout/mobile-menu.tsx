import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { AuthTab } from "~/components/auth/auth-modal";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";
import type { SessionUser } from "~/utils/user";
import { MENU_WITHOUT_SCRIPT } from "./menu-without-script";

// The sheet (a modal dialog) is fetched the first time the menu opens: most readers never open it.
const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

/** The menu button of small screens; it opens the sheet with pages, categories and the account. */
export function MobileMenu({ user, onAuth }: { user: SessionUser | null; onAuth: (tab: AuthTab) => void }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Links in the sheet close it as they are followed; Sign Out is a form, whose redirect closes it here.
  const { key: locationKey } = useLocation();
  const [shownAt, setShownAt] = useState(locationKey);
  if (shownAt !== locationKey) {
    setShownAt(locationKey);
    setOpen(false);
  }
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Button asChild variant="ghost-inverse" size="icon" className="md:hidden">
        <a href={MENU_WITHOUT_SCRIPT} aria-label="Open menu">
          <Menu className="size-6" aria-hidden />
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={button}
        variant="ghost-inverse"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} open={open} onOpenChange={setOpen} onAuth={onAuth} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
