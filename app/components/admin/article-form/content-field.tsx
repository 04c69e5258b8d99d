import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

interface ContentFieldProps {
  meta: FieldMetadata<string>;
  labelId: string;
  /** Called on each change the author makes in the editor, typed or not (formatting by shortcut or toolbar). */
  onEdit: () => void;
}

/**
 * The article body. With JavaScript it is the rich-text editor, loaded on demand so its code never
 * reaches reading pages; without it, a plain HTML textarea posts the same field.
 */
export function ContentField(props: ContentFieldProps) {
  return useHydrated() ? <ContentEditor {...props} /> : <ContentTextarea {...props} />;
}

function ContentTextarea({ meta, labelId }: Omit<ContentFieldProps, "onEdit">) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <textarea
      id={meta.id}
      name={meta.name}
      defaultValue={meta.initialValue ?? ""}
      rows={16}
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
      className="block h-84 w-full rounded-md border border-slate-300 bg-white px-3.5 py-2 font-mono text-base aria-invalid:border-destructive sm:text-sm"
    />
  );
}

/** Mounted only once hydrated, so the form control it registers replaces the textarea it follows. */
function ContentEditor({ meta, labelId, onEdit }: ContentFieldProps) {
  const control = useInputControl(meta);
  const invalid = Boolean(meta.errors?.length);
  return (
    // The placeholder is as tall as the textarea before it and the empty editor after it (h-84 all three), so the
    // form does not jump under the author's pointer while the editor loads.
    <Suspense
      fallback={
        <div className="flex h-84 items-center justify-center rounded-md border border-slate-300 bg-white text-sm text-muted">
          Loading editor…
        </div>
      }
    >
      {/* The editor takes its content once, as it mounts: a new key (Conform's, renewed when the form is reset after a
          create) starts it over, so the next article does not begin with the last one's body. */}
      <RichTextEditor
        key={meta.key}
        id={meta.id}
        initialHtml={meta.initialValue ?? ""}
        onChange={(html) => {
          control.change(html);
          onEdit();
        }}
        onBlur={control.blur}
        labelledBy={labelId}
        describedBy={invalid ? meta.errorId : undefined}
        invalid={invalid}
      />
    </Suspense>
  );
}
