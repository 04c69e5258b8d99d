import { FileUp } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { showToastMessage } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatBytes } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import {
  fileTooLargeMessage,
  LIBRARY_TITLE_MAX,
  libraryUploadToast,
  LibraryUploadSchema,
  type LibraryUploadAnswer,
} from "~/validation/library";

type FieldErrors = Partial<Record<"title" | "file", string>>;

const UPLOAD_ANSWER_TOAST = "library-upload-answer";

/**
 * The admins' 'Upload New Resource' card. Checks the title, the file and its size before sending (the
 * server checks again, and checks the content); busy until the upload is stored; on success the form
 * clears and the list below reloads with the new resource first.
 */
export function UploadResourceCard({ maxBytes }: { maxBytes: number }) {
  const fetcher = useFetcher<LibraryUploadAnswer>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleId = useId();
  const fileId = useId();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!fetcher.data) return;
    // One toast for the form's latest answer: a refusal sent again, or a success after it, takes the earlier one's place.
    showToastMessage({ ...libraryUploadToast(fetcher.data), id: UPLOAD_ANSWER_TOAST });
    if (fetcher.data.ok) form.current?.reset();
  }, [fetcher.data]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const chosen = file instanceof File && file.name !== "" ? file : null;
    const parsed = LibraryUploadSchema.safeParse({ title: data.get("title") ?? "", file: chosen?.name ?? "" });
    const found: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as keyof FieldErrors] ??= issue.message;
    if (chosen && chosen.size > maxBytes) found.file ??= fileTooLargeMessage(maxBytes);
    setErrors(found);
    const firstInvalid = (["title", "file"] as const).find((name) => found[name]);
    if (firstInvalid) {
      event.preventDefault();
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    }
  };

  return (
    <section
      aria-labelledby="upload-resource-heading"
      className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="upload-resource-heading" className="text-xl font-semibold">
        Upload New Resource
      </h2>
      <fetcher.Form
        ref={form}
        method="post"
        action="/library/upload"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={check}
        className="mt-5 grid gap-5 lg:grid-cols-[1fr_1fr_auto] lg:items-start"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={titleId}>Resource Title</Label>
          <Input
            id={titleId}
            name="title"
            required
            maxLength={LIBRARY_TITLE_MAX}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${titleId}-error` : undefined}
            // Read-only while sending, not disabled: Enter in this field sends the form, and a disabled field would drop
            // the keyboard focus to the page.
            readOnly={busy}
          />
          {errors.title ? (
            <p id={`${titleId}-error`} className="text-sm text-destructive">
              {errors.title}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>PDF File</Label>
          <Input
            id={fileId}
            name="file"
            type="file"
            accept=".pdf,application/pdf"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ""}`}
            disabled={busy}
            // Its Choose File button is taller than a line of text: py-1 keeps the field as tall as the title beside it.
            className="cursor-pointer py-1 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-ink"
          />
          <p id={`${fileId}-hint`} className="text-xs text-muted">
            PDF, up to {formatBytes(maxBytes)}
          </p>
          {errors.file ? (
            <p id={`${fileId}-error`} className="text-sm text-destructive">
              {errors.file}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          variant="accent"
          disabled={busy}
          aria-busy={busy || undefined}
          className="sm:justify-self-start lg:mt-[1.625rem]"
        >
          <FileUp aria-hidden />
          {busy ? "Uploading..." : "Upload Resource"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
