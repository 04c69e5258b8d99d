import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";

const SHOW_AFTER_MS = 150;

/** What the reader is waiting for, in the spec's words; other pages just say "Loading...". */
export function loadingMessage(pathname: string): string {
  if (pathname.startsWith("/article/")) return "Loading article...";
  if (pathname === "/" || pathname.startsWith("/category/") || pathname === "/all-articles")
    return "Loading insights...";
  if (pathname === "/admin/leads") return "Loading leads...";
  return "Loading...";
}

/** A slim progress bar and message while the client waits for the next page's data. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const { pathname: current } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  // Lead Management's lists say "Loading leads..." themselves while they are read again.
  const pathname = target === "/admin/leads" && current === target ? null : target;
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (!pathname) return;
    // Fast navigations finish before the indicator would flash.
    const timer = setTimeout(() => setShownFor(pathname), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  const message = pathname && shownFor === pathname ? loadingMessage(pathname) : null;
  // The live region is on the page from the start and only its text comes and goes: screen readers say what is
  // added to a region they already know, not a region that arrives with its message.
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center">
      {message ? (
        <>
          <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-accent" />
          <p className="mt-3 rounded-full bg-navy px-4 py-1.5 text-sm font-medium text-white shadow-lg">{message}</p>
        </>
      ) : null}
    </div>
  );
}
