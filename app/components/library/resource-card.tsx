import { Download, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRowRemoval } from "~/components/row-fetchers";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { LocalDate } from "~/components/local-date-time";
import { cn } from "~/utils/cn";
import { formatBytes } from "~/utils/format";
import { libraryDownloadPath } from "~/utils/library-download";
import { quoted } from "~/utils/quoted";
import { recordReadingStep } from "~/utils/record-reading-step";
import { DownloadLogDialog } from "./download-log-dialog";

/** The key of the fetcher the cards' deletes go through; the library page shows their toasts. */
export const RESOURCE_REMOVAL = "resource-removal";

export interface ResourceCardFile {
  id: string;
  title: string;
  sizeBytes: number;
  uploadedAt: string;
  /** Shown to admins only; null for everyone else. */
  downloads: number | null;
}

/** One resource of the grid: title, upload date and 'Download PDF'; admins also see its downloads and delete it. */
export function ResourceCard({ file }: { file: ResourceCardFile }) {
  const downloadPath = libraryDownloadPath(file.id);
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-5 shadow-sm" data-testid="resource-card">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent-ink">
          <FileText className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold wrap-anywhere">{file.title}</h3>
          <p className="mt-1 text-sm text-muted">
            {/* An upload is a moment, not a publication day: shown as the reader's own day, as a lead's is. */}
            <LocalDate iso={file.uploadedAt} />
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            PDF, {formatBytes(file.sizeBytes)}
          </p>
        </div>
      </div>
      <div className="mt-auto pt-5">
        {file.downloads !== null ? (
          <div className="mb-3 flex items-center justify-between gap-2 border-t border-line pt-3">
            <DownloadLogDialog fileId={file.id} title={file.title} count={file.downloads} />
            <DeleteResource file={file} />
          </div>
        ) : null}
        {/* A plain link: the browser saves the attachment (and, if the file is gone, comes back with a toast). */}
        <a
          href={downloadPath}
          className={cn(buttonVariants({ variant: "primary" }), "w-full")}
          onClick={() => recordReadingStep({ kind: "download", title: file.title, path: downloadPath })}
        >
          <Download aria-hidden /> Download PDF
          <span className="sr-only">: {file.title}</span>
        </a>
      </div>
    </li>
  );
}

function DeleteResource({ file }: { file: ResourceCardFile }) {
  const [confirming, setConfirming] = useState(false);
  const removal = useRowRemoval(RESOURCE_REMOVAL);
  const deletePath = `/library/${encodeURIComponent(file.id)}/delete`;
  const deleting = removal.state !== "idle" && removal.formAction === deletePath;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:bg-red-50"
        aria-label={`Delete ${file.title}`}
        title="Delete"
        disabled={deleting}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this resource?"
        description={`${quoted(file.title)} and its PDF will be removed from the library for everyone. This action cannot be undone.`}
        confirm={
          <removal.Form method="post" action={deletePath} onSubmit={() => setConfirming(false)}>
            <Button type="submit" variant="destructive">
              Delete
            </Button>
          </removal.Form>
        }
      />
    </>
  );
}
