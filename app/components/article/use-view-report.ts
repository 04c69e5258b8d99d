import { useEffect } from "react";

/**
 * Reports one view of the article once it has loaded in the browser (not on revalidations, and also when
 * the page came from a cache). sendBeacon survives the reader leaving the page right away.
 */
export function useViewReport(slug: string) {
  useEffect(() => {
    const body = new URLSearchParams({ slug });
    if (!navigator.sendBeacon?.("/api/views", body)) {
      void fetch("/api/views", { method: "POST", body, keepalive: true }).catch(() => undefined);
    }
  }, [slug]);
}
