import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { ImageUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { focusDroppedToDocument } from "~/components/ui/focus-fallback";
import { useHydrated } from "~/utils/use-hydrated";
import { uploadArticleImage } from "./image-upload";

interface ImageFieldProps {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  hint: string;
  purpose: "banner" | "share";
  onRemove: () => void;
}

/**
 * A banner or share image: uploads the chosen file at once and keeps the stored image's URL in the form;
 * shows what will be published and lets the admin remove it.
 */
export function ImageField({ meta, label, hint, purpose, onRemove }: ImageFieldProps) {
  const control = useInputControl(meta);
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const url = typeof control.value === "string" ? control.value : "";

  // The picker is disabled while its file uploads, and the browser drops its focus to the document: it gets it back.
  const pickerHadFocus = useRef(false);
  useEffect(() => {
    if (uploading || !pickerHadFocus.current) return;
    pickerHadFocus.current = false;
    if (focusDroppedToDocument()) picker.current?.focus();
  }, [uploading]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    pickerHadFocus.current = document.activeElement === picker.current;
    setUploading(true);
    const stored = await uploadArticleImage(file, purpose);
    setUploading(false);
    if (stored) control.change(stored.url);
    if (picker.current) picker.current.value = "";
  };

  // The same markup before and after hydration: the field keeps its place (no layout shift under a pointer)
  // and its named input, so a save that leaves the image alone keeps it. The input follows the control's
  // value (a hidden input's default is its value, so React would reset an uncontrolled one on re-render).
  // Without JavaScript nothing can be uploaded or removed, so those controls wait for hydration.
  return (
    <div>
      <input type="hidden" name={meta.name} value={url} />
      <p className="text-sm font-medium text-ink" id={`${meta.id}-label`}>
        {label}
      </p>
      <p id={hintId} className="mt-0.5 text-xs text-muted">
        {hint}
      </p>
      {url ? (
        <div className="relative mt-2">
          <img
            src={url}
            alt={`${label} preview`}
            className="aspect-video w-full rounded-md border border-line object-cover"
            data-testid={`${purpose}-preview`}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="absolute top-2 right-2 bg-white"
            disabled={!hydrated}
            onClick={() => {
              control.change("");
              onRemove();
              // The button goes with the image: focus moves to the picker that takes its place.
              picker.current?.focus();
            }}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <X aria-hidden /> Remove
          </Button>
        </div>
      ) : null}
      <label
        className="mt-2 flex min-h-11 cursor-pointer items-center has-[:disabled]:cursor-default has-[:disabled]:opacity-70 justify-center gap-2 rounded-md border border-dashed border-slate-300 px-3 text-sm font-medium text-ink hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-strong"
        aria-busy={uploading || undefined}
      >
        <ImageUp className="size-4" aria-hidden />
        {uploading ? "Uploading..." : url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        <input
          ref={picker}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={hintId}
          disabled={!hydrated || uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
