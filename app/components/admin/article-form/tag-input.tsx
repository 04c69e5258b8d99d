import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ARTICLE_LIMITS, type ArticleFormInput } from "~/validation/article";
import { FieldError } from "~/components/ui/field-error";
import { focusDroppedToDocument } from "~/components/ui/focus-fallback";

/** Tags are added by the button or Enter, trimmed, and never twice (ignoring case). */
export function TagInput({
  form,
  meta,
  onRemove,
}: {
  form: FormMetadata<ArticleFormInput, string[]>;
  meta: FieldMetadata<string[]>;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const tags = meta.getFieldList();
  const current = tags.map((tag) => (tag.value ?? "").toLowerCase());
  // A removed tag takes its focused Remove button with it: the box for a new tag takes focus instead.
  const newTag = useRef<HTMLInputElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (!removing.current) return;
    removing.current = false;
    if (focusDroppedToDocument()) newTag.current?.focus();
  }, [tags.length]);

  function add() {
    const tag = draft.trim();
    if (tag === "") return;
    if (current.includes(tag.toLowerCase())) {
      setNotice(`"${tag}" is already a tag.`);
      return;
    }
    if (tag.length > ARTICLE_LIMITS.tag) {
      setNotice(`A tag must be at most ${ARTICLE_LIMITS.tag} characters.`);
      return;
    }
    if (tags.length >= ARTICLE_LIMITS.tags) {
      setNotice(`Use at most ${ARTICLE_LIMITS.tags} tags.`);
      return;
    }
    form.insert({ name: meta.name, defaultValue: tag });
    setDraft("");
    setNotice(null);
  }

  return (
    <div>
      <div className="flex gap-2">
        <Input
          ref={newTag}
          id={`${meta.id}-new`}
          value={draft}
          maxLength={ARTICLE_LIMITS.tag + 10}
          placeholder="Add a tag"
          aria-label="New tag"
          aria-describedby={notice ? `${meta.id}-notice` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {/* Always there, empty until a tag is refused: a status region that comes with its message is not read out. */}
      <p id={`${meta.id}-notice`} role="status" className={notice ? "mt-1.5 text-sm text-muted" : undefined}>
        {notice}
      </p>
      {tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag, index) => (
            <li
              key={tag.key}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-ink"
            >
              <input {...getInputProps(tag, { type: "hidden" })} />
              {tag.value}
              <button
                type="button"
                aria-label={`Remove tag ${tag.value}`}
                onClick={() => {
                  removing.current = true;
                  form.remove({ name: meta.name, index });
                  onRemove();
                }}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-slate-200"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors ?? tags.find((tag) => tag.errors?.length)?.errors} />
    </div>
  );
}
