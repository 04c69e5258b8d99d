import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isAdminPage } from "~/utils/admin-area";

// The panel, its form and the form's validation are fetched when the panel first slides in, not with every page.
const SidebarLeadDialog = lazy(() => import("./sidebar-lead-dialog"));

const SHOWN_KEY = "sidebar-lead-form-shown";
/** The spec's scroll threshold. */
export const SIDEBAR_SCROLL_THRESHOLD_PX = 100;

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, "1");
  } catch {
    // Storage disabled (private mode): it may show once per page instead of once per session.
  }
}

const CONVERSATION_EVENT = "lead-conversation-started";

/**
 * The reader has started the lead chat: the sidebar asking the same questions closes and stays away for the rest
 * of the session, as if it had been shown.
 */
export function quietSidebarLeadForm() {
  rememberShown();
  window.dispatchEvent(new Event(CONVERSATION_EVENT));
}

/** Pages that are a form already (the contact form, the account forms): the sidebar would cover the one in use. */
const FORM_PAGES = new Set(["/contact", "/signin", "/signup", "/forgot-password", "/reset-password"]);

/**
 * The sidebar lead form: it slides in once the reader has scrolled past the threshold, once per browser
 * session. It does not trap focus or take it from what the reader is doing; Escape or its close button
 * dismisses it.
 */
export function SidebarLeadForm() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const quietPage = isAdminPage(pathname) || FORM_PAGES.has(pathname);
  const close = useCallback(() => setOpen(false), []);
  // Following a link to one of those pages while the panel is open dismisses it, as its close button would.
  if (open && quietPage) setOpen(false);

  useEffect(() => {
    if (quietPage || shownThisSession()) return;
    // A link to a place on the page (the hero's 'Get the newsletter') takes the reader to a form they asked for: the
    // jump is not reading on, and the panel would cover that form on a phone. Scrolling counts from where it lands.
    let jumping = false;
    let scrolledFrom = 0;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) jumping = true;
    };
    const onScroll = () => {
      if (jumping) {
        jumping = false;
        scrolledFrom = window.scrollY;
        return;
      }
      if (Math.abs(window.scrollY - scrolledFrom) <= SIDEBAR_SCROLL_THRESHOLD_PX || shownThisSession()) return;
      window.removeEventListener("scroll", onScroll);
      rememberShown();
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    window.addEventListener("scroll", onScroll, { passive: true });
    // The reader may have scrolled before the page had JavaScript, or come back to a restored position.
    const initial = window.requestAnimationFrame(onScroll);
    return () => {
      window.cancelAnimationFrame(initial);
      document.removeEventListener("click", onClick);
      window.removeEventListener("scroll", onScroll);
    };
  }, [quietPage]);

  useEffect(() => {
    window.addEventListener(CONVERSATION_EVENT, close);
    return () => window.removeEventListener(CONVERSATION_EVENT, close);
  }, [close]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SidebarLeadDialog onClose={close} />
    </Suspense>
  );
}
