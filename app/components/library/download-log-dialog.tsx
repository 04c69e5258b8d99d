import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useFetcher } from "react-router";
import { LocalDateTime } from "~/components/local-date-time";
import type { Page } from "~/db/values";
import { MODAL_BACKDROP, MODAL_BOX } from "~/components/ui/modal-frame";
import { cn } from "~/utils/cn";
import { formatCount } from "~/utils/format-count";

/** `downloads` is null when the resource no longer exists. */
export interface DownloadLogAnswer {
  title: string | null;
  downloads: Page<{ id: string; email: string; downloadedAt: string }> | null;
}

/**
 * For admins: a resource's download count, which opens who downloaded it and when (newest first),
 * loaded when the dialog opens.
 */
export function DownloadLogDialog({ fileId, title, count }: { fileId: string; title: string; count: number }) {
  const fetcher = useFetcher<DownloadLogAnswer>();
  const log = fetcher.data?.downloads;
  return (
    <Dialog.Root onOpenChange={(open) => open && fetcher.load(`/library/${encodeURIComponent(fileId)}/downloads`)}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-ink-soft underline decoration-line decoration-2 underline-offset-4 hover:text-ink hover:decoration-accent">
        {count === 1 ? "1 download" : `${formatCount(count)} downloads`}
        <span className="sr-only">: who downloaded {title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_BACKDROP}>
          <Dialog.Content className={cn(MODAL_BOX, "flex max-w-lg flex-col")}>
            <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
              <div>
                <Dialog.Title className="font-serif text-xl font-semibold text-ink">Downloads</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm break-words text-ink-soft">{title}</Dialog.Description>
              </div>
              <Dialog.Close className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-100">
                <X className="size-5" aria-hidden />
                <span className="sr-only">Close</span>
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto px-6 py-4" aria-live="polite" aria-busy={fetcher.state !== "idle"}>
              {fetcher.data && !log ? (
                <p className="py-6 text-center text-ink-soft">This resource has been deleted.</p>
              ) : !log ? (
                <p className="py-6 text-center text-ink-soft">
                  {fetcher.state === "idle" ? "Failed to load the download log." : "Loading..."}
                </p>
              ) : log.items.length === 0 ? (
                <p className="py-6 text-center text-ink-soft">Nobody has downloaded this resource yet.</p>
              ) : (
                <>
                  <ul className="divide-y divide-line" data-testid="download-log">
                    {log.items.map((entry) => (
                      <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                        <span className="break-all text-ink">{entry.email}</span>
                        <span className="text-sm whitespace-nowrap text-ink-soft">
                          <LocalDateTime iso={entry.downloadedAt} />
                        </span>
                      </li>
                    ))}
                  </ul>
                  {log.total > log.items.length ? (
                    <p className="mt-3 text-sm text-muted">
                      The {log.items.length} most recent of {formatCount(log.total)} downloads.
                    </p>
                  ) : null}
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
