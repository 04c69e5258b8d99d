import { useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Screen readers say what is added to a live region they already know, not a region that comes with its message. A
 * region new on the page takes its message once it has been there a moment, as screen-reader announcers wait.
 */
export const LIVE_REGION_SETTLE_MS = 100;

/**
 * False for a moment when a live region mounts after hydration (on a page reached from another); a region rendered
 * by the server is read with its page, and is settled from the start.
 */
export function useLiveRegionSettled(): boolean {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState(!hydrated);
  useEffect(() => {
    if (settled) return;
    const timer = window.setTimeout(() => setSettled(true), LIVE_REGION_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);
  return settled;
}
