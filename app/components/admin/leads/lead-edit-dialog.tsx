import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToastMessage } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MODAL_BACKDROP, MODAL_BOX } from "~/components/ui/modal-frame";
import { useReturnFocus } from "~/components/ui/return-focus";
import type { EditableLead } from "~/routes/admin/lead-management.server";
import type { action } from "~/routes/admin/leads";
import { cn } from "~/utils/cn";
import { useOptionalUser } from "~/utils/user";
import { LEAD_EDIT_VERSION_FIELD, LEAD_LIMITS, LeadEditSchema, TOUCHPOINTS } from "~/validation/lead";
import { forgetDraft, keepSentDraft } from "../unsaved-draft";

const TEXT_FIELDS = [
  { name: "firstName", label: "First Name", type: "text" },
  { name: "lastName", label: "Last Name", type: "text" },
  { name: "company", label: "Company", type: "text" },
  { name: "email", label: "Email", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
] as const;

/** The name the dialog keeps its last save under until the answer arrives (see unsaved-draft.ts). */
export const LEAD_EDIT_DRAFT = "lead-edit";

/** The dialog's fields, as typed. */
type LeadEditValue = Record<(typeof TEXT_FIELDS)[number]["name"] | "touchpoint", string>;

/** The lead as the dialog edits it: what it shows and the version its edit began from. */
export type EditedLead = Pick<
  EditableLead,
  "id" | "editVersion" | "firstName" | "lastName" | "company" | "email" | "phone" | "touchpoint"
>;

/**
 * What a save of the dialog sent: the lead, the version its edit began from, the fields as typed, and whose lead it
 * was (the dialog names them, even when the list it comes back to does not have the lead).
 */
export interface SentLeadEdit {
  leadId: string;
  editVersion: string;
  value: LeadEditValue;
  submittedBy?: { firstName: string; lastName: string };
}

/** The lead a brought-back save edits, from what was sent: for a lead the list's page does not hold. */
export function leadOfSentEdit({ leadId, editVersion, value, submittedBy }: SentLeadEdit): EditedLead {
  return { ...value, ...submittedBy, id: leadId, editVersion, touchpoint: value.touchpoint || null };
}

/**
 * The 'Edit Lead' dialog: the visitor's answers under the same rules, checked again by the server on save. `restored`
 * is what a save sent after the admin's session ended, brought back once they have signed in again.
 */
export function LeadEditDialog({
  lead,
  restored,
  onClose,
}: {
  lead: EditedLead;
  restored?: SentLeadEdit["value"] | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const reply = fetcher.data;
  const returnFocus = useReturnFocus();
  const session = useOptionalUser()?.sessionStartedAt ?? "";
  const [form, fields] = useForm({
    id: `edit-lead-${lead.id}`,
    defaultValue: restored ?? { ...lead, touchpoint: lead.touchpoint ?? "" },
    lastResult: reply?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadEditSchema }),
  });

  // Kept from the moment it is sent: an answer that is the sign-in page (the session ended) leaves this page with it.
  const sent = fetcher.formData;
  useEffect(() => {
    if (!sent) return;
    const value = Object.fromEntries(
      [...TEXT_FIELDS.map((field) => field.name), "touchpoint"].map((name) => [name, String(sent.get(name) ?? "")]),
    ) as LeadEditValue;
    const submittedBy = { firstName: lead.firstName, lastName: lead.lastName };
    keepSentDraft<SentLeadEdit>(LEAD_EDIT_DRAFT, session, {
      leadId: lead.id,
      editVersion: lead.editVersion,
      value,
      submittedBy,
    });
  }, [sent, session, lead.id, lead.editVersion, lead.firstName, lead.lastName]);

  useEffect(() => {
    if (!reply) return;
    // Answered on this page, whatever the answer: nothing to bring back after a sign-in.
    forgetDraft(LEAD_EDIT_DRAFT);
    showToastMessage(reply.toast);
    if (reply.ok || ("gone" in reply && reply.gone)) onClose();
  }, [reply, onClose]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_BACKDROP}>
          <Dialog.Content {...returnFocus} className={cn(MODAL_BOX, "max-w-lg p-6")}>
            <Dialog.Title className="font-serif text-xl font-semibold text-ink">Edit Lead</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-ink-soft">
              Submitted by {lead.firstName} {lead.lastName}.
            </Dialog.Description>
            {restored ? (
              <p
                role="status"
                className="mt-4 rounded-md border border-line bg-accent-soft px-4 py-3 text-sm font-medium text-ink"
              >
                Your session ended while you were saving. Here is the lead as you sent it: check it, then save again.
              </p>
            ) : null}
            <fetcher.Form method="post" {...getFormProps(form)} className="mt-5 grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={lead.id} />
              <input type="hidden" name={LEAD_EDIT_VERSION_FIELD} value={lead.editVersion} />
              {TEXT_FIELDS.map(({ name, label, type }) => (
                <div key={name} className="grid content-start gap-1.5">
                  <Label htmlFor={fields[name].id}>{label}</Label>
                  <Input {...getInputProps(fields[name], { type })} maxLength={LEAD_LIMITS[name]} />
                  <FieldError id={fields[name].errorId} errors={fields[name].errors} />
                </div>
              ))}
              <div className="grid content-start gap-1.5">
                <Label htmlFor={fields.touchpoint.id}>Touchpoint</Label>
                <select
                  {...getSelectProps(fields.touchpoint)}
                  className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-ink"
                >
                  <option value="">None (Contact Form)</option>
                  {TOUCHPOINTS.map((touchpoint) => (
                    <option key={touchpoint} value={touchpoint}>
                      {touchpoint}
                    </option>
                  ))}
                </select>
                <FieldError id={fields.touchpoint.errorId} errors={fields.touchpoint.errors} />
              </div>
              <div className="mt-2 flex flex-wrap justify-end gap-2 sm:col-span-2">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
                  {fetcher.state !== "idle" ? "Saving..." : "Save Changes"}
                </Button>
              </div>
            </fetcher.Form>
            <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
