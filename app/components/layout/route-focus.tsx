import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { focusDroppedToDocument } from "~/components/ui/focus-fallback";

/** Where the keyboard was left when a client-side move to another page ended: on nothing, or on the link followed. */
function leftBehind(): boolean {
  const active = document.activeElement;
  return focusDroppedToDocument() || active?.tagName === "A" || active?.isConnected === false;
}

/**
 * After a client-side move to another page, the keyboard and screen readers start on its heading, as they start at
 * the top after a full page load. Without this, focus stayed on the link followed (in the footer, 3,000 px down the
 * new page) or fell to the document, and nothing said the page had changed. A control that keeps focus on purpose
 * (a form's field or button, a dialog's, a menu's button) is left alone, and so are moves within a page (its query
 * or hash), Back and Forward, and moves that keep the scroll position: for those the new page's title is announced.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const announcer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById("main");
    const start = main?.querySelector<HTMLElement>("h1") ?? main;
    // Back and Forward return the reader to a place on a page they have seen, and a link that keeps the scroll (the
    // category pills) is a move along the same list: the heading, off the top of the screen, is not where they are.
    // Focus kept by a menu's button or a form stays too. Then the new page's title is said instead.
    const keepFocus = navigationType === "POP" || window.scrollY > 0 || !leftBehind();
    if (keepFocus || !start) {
      if (announcer.current) announcer.current.textContent = document.title;
      return;
    }
    if (announcer.current) announcer.current.textContent = "";
    if (!start.hasAttribute("tabindex")) start.setAttribute("tabindex", "-1");
    start.dataset.routeStart = "";
    start.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return <p ref={announcer} id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
