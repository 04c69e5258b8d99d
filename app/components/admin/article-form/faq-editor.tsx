import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { ChevronDown, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ARTICLE_LIMITS, type ArticleFormInput } from "~/validation/article";
import { FieldError } from "~/components/ui/field-error";
import { focusDroppedToDocument } from "~/components/ui/focus-fallback";

type FaqMeta = FieldMetadata<{ question?: string; answer?: string }[] | undefined>;

/**
 * FAQ rows that expand and collapse; the first starts open, a new one opens, and a row can be deleted
 * while more than one exists. Rows left empty are dropped when the article is saved.
 */
export function FaqEditor({
  form,
  meta,
  onRemove,
}: {
  form: FormMetadata<ArticleFormInput, string[]>;
  meta: FaqMeta;
  onRemove: () => void;
}) {
  const rows = meta.getFieldList();
  // Rows are open unless collapsed: at first every row but the first is collapsed, and a new row opens.
  const [collapsed, setCollapsed] = useState<Set<string>>(
    () => new Set(rows.slice(1).map((row, index) => row.key ?? String(index + 1))),
  );
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  // Where the keyboard goes once an added or deleted row has been drawn (set by the button that changed the rows).
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRowsChange = useRef<((list: HTMLUListElement) => void) | null>(null);
  useEffect(() => {
    const moveFocus = focusAfterRowsChange.current;
    focusAfterRowsChange.current = null;
    if (moveFocus && list.current) moveFocus(list.current);
  }, [rows.length]);

  return (
    <div className="space-y-3">
      <ul ref={list} className="space-y-3">
        {rows.map((row, index) => {
          const key = row.key ?? String(index);
          const { question, answer } = row.getFieldset();
          const expanded = !collapsed.has(key) || Boolean(question.errors?.length || answer.errors?.length);
          const heading = question.value?.trim() || "New question";
          return (
            <li key={key} className="rounded-md border border-line bg-white" data-testid="faq-row">
              <div className="flex items-center gap-2 pr-2">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`${row.id}-panel`}
                  onClick={() => toggle(key)}
                  className="flex min-h-12 flex-1 items-center gap-2 px-3 text-left text-sm font-semibold text-ink"
                >
                  <ChevronDown
                    className={`size-4 shrink-0 transition-transform duration-150 ${expanded ? "rotate-180" : ""}`}
                    aria-hidden
                  />
                  <span className="text-muted">Q{index + 1}.</span>
                  <span className="line-clamp-1">{heading}</span>
                </button>
                {rows.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete question ${index + 1}`}
                    onClick={() => {
                      // The deleted row takes its focused Delete button with it: the row now in its place (or the
                      // last) takes focus.
                      focusAfterRowsChange.current = (rowList) => {
                        const toggles = [...rowList.querySelectorAll<HTMLButtonElement>("button[aria-expanded]")];
                        if (focusDroppedToDocument()) toggles[Math.min(index, toggles.length - 1)]?.focus();
                      };
                      form.remove({ name: meta.name, index });
                      onRemove();
                    }}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
              <div id={`${row.id}-panel`} hidden={!expanded} className="space-y-3 border-t border-line p-3">
                <div>
                  <Label htmlFor={question.id}>Question</Label>
                  <Input
                    {...getInputProps(question, { type: "text" })}
                    maxLength={ARTICLE_LIMITS.faqQuestion}
                    className="mt-1.5"
                  />
                  <FieldError id={question.errorId} errors={question.errors} />
                </div>
                <div>
                  <Label htmlFor={answer.id}>Answer</Label>
                  <textarea
                    {...getTextareaProps(answer)}
                    rows={3}
                    maxLength={ARTICLE_LIMITS.faqAnswer}
                    className="mt-1.5 w-full rounded-md border border-slate-300 bg-white px-3.5 py-2 text-base aria-invalid:border-destructive"
                  />
                  <FieldError id={answer.errorId} errors={answer.errors} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={rows.length >= ARTICLE_LIMITS.faqs}
        onClick={() => {
          // A new row takes focus in its Question field; the Add button is disabled once the limit is reached.
          focusAfterRowsChange.current = (rowList) =>
            rowList.querySelector<HTMLInputElement>("li:last-child input")?.focus();
          form.insert({ name: meta.name, defaultValue: { question: "", answer: "" } });
        }}
      >
        <Plus aria-hidden /> Add question
      </Button>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
