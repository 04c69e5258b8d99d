import { Download } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { showToastMessage } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { downloadThroughLink } from "~/utils/download-link";
import { useHydrated } from "~/utils/use-hydrated";
import { leadToasts } from "~/validation/lead";

function fileNameOf(response: Response, fallback: string): string {
  return (
    /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback
  );
}

/** The export with its times on the clock this browser shows the lists in (without JavaScript, the site's). */
function inBrowserTimeZone(href: string): string {
  const url = new URL(href, window.location.href);
  url.searchParams.set("tz", Intl.DateTimeFormat().resolvedOptions().timeZone);
  return url.pathname + url.search;
}

/**
 * A CSV made and streamed by the server. Without JavaScript it is a plain download link; with it, the file is
 * fetched first so the page can say 'Export complete' once it has arrived, then saved under the server's name. Only
 * a CSV counts as arrived: anything else is a failure, never a file.
 */
export function CsvExportButton({ href: plainHref, label }: { href: string; label: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const href = hydrated ? inBrowserTimeZone(plainHref) : plainHref;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { redirect: "manual" });
      // The session has ended: going to the file itself leads through sign-in and back to this page's download.
      if (response.type === "opaqueredirect") return window.location.assign(href);
      if (!response.ok || !response.headers.get("content-type")?.startsWith("text/csv")) {
        throw new Error(`export answered ${response.status} ${response.headers.get("content-type")}`);
      }
      const url = URL.createObjectURL(await response.blob());
      downloadThroughLink(url, decodeURIComponent(fileNameOf(response, "export.csv")));
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      showToastMessage(leadToasts.exported);
    } catch {
      showToastMessage(leadToasts.exportFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button asChild variant="outline">
      <a href={href} download onClick={hydrated ? download : undefined} aria-busy={busy || undefined}>
        <Download aria-hidden className={busy ? "animate-pulse" : undefined} />
        {label}
      </a>
    </Button>
  );
}
