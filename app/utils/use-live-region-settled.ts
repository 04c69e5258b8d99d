import { useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Screen readers say what is added to a live region they already know, not a region that comes with its message. A
 * region new on the page takes its message once it has been there a moment, as screen-reader announcers wait.
 */
const LIVE_REGION_SETTLE_MS = 100;

/**
 * Calls `settled` once a live region just put on the page has been there a moment and two frames have been drawn
 * with it: on a slow or busy device the moment can pass before the region is drawn, and so before assistive
 * technology knows it. Returns a function that cancels the wait.
 */
export function whenLiveRegionSettled(settled: () => void): () => void {
  let frame = 0;
  const timer = window.setTimeout(() => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(settled);
    });
  }, LIVE_REGION_SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/**
 * False for a moment when a live region mounts after hydration (on a page reached from another); a region rendered
 * by the server is read with its page, and is settled from the start.
 */
export function useLiveRegionSettled(): boolean {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState(!hydrated);
  useEffect(() => {
    if (settled) return;
    return whenLiveRegionSettled(() => setSettled(true));
  }, [settled]);
  return settled;
}
