import { Download } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { showToastMessage } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";
import { leadToasts } from "~/validation/lead";

function fileNameOf(response: Response, fallback: string): string {
  return (
    /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback
  );
}

/**
 * A CSV made and streamed by the server. Without JavaScript it is a plain download link; with it, the file is
 * fetched first so the page can say 'Export complete' once it has arrived, then saved under the server's name.
 */
export function CsvExportButton({ href, label }: { href: string; label: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = decodeURIComponent(fileNameOf(response, "export.csv"));
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      showToastMessage(leadToasts.exported);
    } catch {
      showToastMessage(leadToasts.failed);
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
