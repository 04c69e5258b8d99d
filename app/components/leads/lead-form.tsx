import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { SpamTrapFields } from "~/components/spam-trap-fields";
import { showToastMessage } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { action } from "~/routes/api/leads";
import { cn } from "~/utils/cn";
import { readReadingPath } from "~/utils/reading-path";
import { useHydrated } from "~/utils/use-hydrated";
import { LEAD_LIMITS, LeadSubmissionSchema, type LeadField, type Touchpoint } from "~/validation/lead";

const FIELDS: { name: LeadField; label: string; type: "text" | "email" | "tel"; autoComplete: string }[] = [
  { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "company", label: "Company", type: "text", autoComplete: "organization" },
  { name: "email", label: "Work Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
];

// Without JavaScript the browser checks the phone itself; the same rule as the schema's, written for the `v` flag
// browsers compile pattern attributes with (brackets escaped inside the class).
const PHONE_PATTERN_ATTRIBUTE = "\\+?[\\d\\s\\(\\)\\-]{10,}";

/**
 * The lead form of the sidebar and the contact page. It posts to the one lead action: with JavaScript as a
 * fetcher (checked first with the shared schema, answered with a toast), without it as a plain form post
 * that comes back to this page with the toast.
 */
export function LeadForm({
  touchpoint,
  idPrefix,
  submitLabel = "Get in touch",
  onSubmitted,
  formToken,
  withoutScript,
  className,
  fieldsClassName,
}: {
  touchpoint: Touchpoint;
  idPrefix: string;
  submitLabel?: string;
  onSubmitted?: () => void;
  /** The page's own note of when it was served, where the page is never cached; otherwise the form asks for one. */
  formToken?: string;
  /**
   * Where the form posts before the page has JavaScript (the contact page's own action), and the refusal it answered
   * with, shown with every answer kept. The sidebar form exists only once the page has its script.
   */
  withoutScript?: { action: string; lastResult: SubmissionResult<string[]> | undefined };
  className?: string;
  fieldsClassName?: string;
}) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const handledReply = useRef<unknown>(null);
  const [form, fields] = useForm({
    id: `${idPrefix}-lead-form`,
    lastResult: fetcher.data?.result ?? withoutScript?.lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadSubmissionSchema }),
  });
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handledReply.current === reply) return;
    handledReply.current = reply;
    showToastMessage(reply.toast);
    if (reply.ok) onSubmitted?.();
  }, [fetcher.state, fetcher.data, onSubmitted]);

  return (
    <fetcher.Form
      method="post"
      action={hydrated || !withoutScript ? "/api/leads" : withoutScript.action}
      {...getFormProps(form)}
      // Without JavaScript the browser's own checks keep a mistyped answer on the page instead of posting it.
      noValidate={hydrated}
      onSubmitCapture={(event) => {
        const field = event.currentTarget.elements.namedItem("readingPath");
        if (field instanceof HTMLInputElement) field.value = JSON.stringify(readReadingPath());
      }}
      className={cn("grid gap-4", className)}
    >
      <input type="hidden" name="touchpoint" value={touchpoint} />
      <input type="hidden" name="readingPath" defaultValue="" />
      <SpamTrapFields formToken={formToken} />
      <div className={cn("grid gap-4 sm:grid-cols-2", fieldsClassName)}>
        {FIELDS.map(({ name, label, type, autoComplete }) => {
          const field = fields[name];
          return (
            <div
              key={name}
              className={cn("grid content-start gap-1.5", (name === "company" || name === "email") && "sm:col-span-2")}
            >
              <Label htmlFor={field.id}>{label}</Label>
              <Input
                {...getInputProps(field, { type })}
                autoComplete={autoComplete}
                required
                maxLength={LEAD_LIMITS[name]}
                pattern={name === "phone" ? PHONE_PATTERN_ATTRIBUTE : undefined}
              />
              <FieldError id={field.errorId} errors={field.errors} />
            </div>
          );
        })}
      </div>
      <Button type="submit" variant="accent" disabled={busy} className="w-full">
        {busy ? "Sending..." : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
