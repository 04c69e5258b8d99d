import { Pencil } from "lucide-react";
import { Fragment, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { EditableLead } from "~/routes/admin/lead-management.server";
import type { action } from "~/routes/admin/leads";
import { LocalDate } from "~/components/local-date-time";
import { cn } from "~/utils/cn";
import { mailtoHref } from "~/utils/mail-link";
import { telHref } from "~/utils/phone-link";
import { useHydrated } from "~/utils/use-hydrated";
import { LEAD_STATUSES } from "~/validation/lead";
import { ConfirmedRowRemoval } from "./confirmed-row-removal";

/** The key of the fetcher the rows' deletes go through; the leads panel shows their toasts. */
export const LEAD_REMOVAL = "lead-removal";

/**
 * How long a picked status waits before it is saved. Arrow keys on a closed select change its value at each press,
 * so a keyboard user going from New to Closed would otherwise save Contacted and Qualified on the way. Leaving the
 * select saves at once.
 */
const STATUS_SETTLE_MS = 500;

/** Stacked as a card (below 1280 px: phones and tablets) a row's links are tap targets of at least 44 px. */
const STACKED_TAP_TARGET = "max-xl:inline-flex max-xl:min-h-11 max-xl:items-center";

/**
 * In the wide table an address this short keeps to one line, and its column makes room for it (about 190 px) from the
 * name and company, which wrap at any letter; a longer one wraps at its dots, as a short one does in a card too
 * narrow for it.
 */
const ONE_LINE_EMAIL_MAX = 26;

/** An email that wraps, when its column is narrow, at its dots and before the domain rather than mid-word. */
function emailWithBreaks(email: string) {
  return email.split(/(?=@)|(?<=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * A lead in the table. Its status posts through a fetcher of its own, whose answer the list shows
 * (`onStatusPost`). The Edit button asks the list to open the edit dialog (`onEdit`). The list holds the dialog
 * with the lead as it was when opened: its edit version must not follow a reload of the list behind the dialog
 * (that would let the save overwrite a change it never saw), and a save that takes the lead off a searched list
 * must still close the dialog and show its toast.
 */
export function LeadRow({
  lead,
  onEdit,
  onStatusPost,
}: {
  lead: EditableLead;
  onEdit: (lead: EditableLead) => void;
  onStatusPost: (fetcherKey: string) => void;
}) {
  const name = `${lead.firstName} ${lead.lastName}`;
  const oneLineEmail = lead.email.length <= ONE_LINE_EMAIL_MAX;
  const statusFetcherKey = `lead-status-${lead.id}`;
  const statusFetcher = useFetcher<typeof action>({ key: statusFetcherKey });
  const hydrated = useHydrated();
  const [pickedStatus, setPickedStatus] = useState<string | null>(null);
  const pendingSave = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shownStatus = pickedStatus ?? (statusFetcher.formData?.get("status") as string | null) ?? lead.status;
  const saveStatus = (form: HTMLFormElement | null) => {
    if (pendingSave.current === null) return;
    clearTimeout(pendingSave.current);
    pendingSave.current = null;
    setPickedStatus(null);
    void statusFetcher.submit(form);
    onStatusPost(statusFetcherKey);
  };

  return (
    <tr>
      {/* Wide enough for a long surname (Featherstonehaugh) whole beside a one-line email. */}
      <td data-label="Name" className="wrap-anywhere xl:min-w-40">
        <span className="font-semibold text-ink">{name}</span>
        {lead.readingPath.length > 0 ? (
          <details className="mt-1 text-xs text-ink-soft">
            <summary className="cursor-pointer font-medium text-accent-ink max-xl:py-3.5">
              Read {lead.readingPath.length} {lead.readingPath.length === 1 ? "article" : "articles"} first
            </summary>
            <ol className="mt-2 list-decimal space-y-1 pl-4" aria-label={`Reading path of ${name}`}>
              {lead.readingPath.map((step) => (
                <li key={`${step.path}-${step.at}`}>
                  <a
                    href={step.path}
                    className={cn("underline decoration-accent underline-offset-2 hover:text-ink", STACKED_TAP_TARGET)}
                  >
                    {step.title}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </td>
      <td data-label="Company" className="text-ink wrap-anywhere xl:min-w-32">
        {lead.company}
      </td>
      <td data-label="Email">
        <a
          href={mailtoHref(lead.email)}
          // Screen readers build the name from the laid-out text, with a space at each line break of the address.
          aria-label={lead.email}
          className={cn(
            "break-all text-ink underline decoration-line underline-offset-2 md:break-normal md:max-xl:wrap-anywhere",
            // Chromium breaks at a <wbr> even where white-space forbids wrapping; one not displayed is no break point.
            oneLineEmail && "xl:whitespace-nowrap xl:[&_wbr]:hidden",
            STACKED_TAP_TARGET,
          )}
        >
          {emailWithBreaks(lead.email)}
        </a>
      </td>
      <td data-label="Phone" className="xl:whitespace-nowrap">
        <a
          href={telHref(lead.phone)}
          className={cn("text-ink underline decoration-line underline-offset-2", STACKED_TAP_TARGET)}
        >
          {lead.phone}
        </a>
      </td>
      <td data-label="Source">
        <Badge variant="accent" className="whitespace-nowrap">
          {lead.touchpoint || "Contact Form"}
        </Badge>
      </td>
      <td data-label="Status">
        <statusFetcher.Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={lead.id} />
          <label htmlFor={`status-${lead.id}`} className="sr-only">
            Status of {name}
          </label>
          <select
            id={`status-${lead.id}`}
            name="status"
            value={shownStatus}
            onChange={(event) => {
              const form = event.currentTarget.form;
              setPickedStatus(event.currentTarget.value);
              if (pendingSave.current !== null) clearTimeout(pendingSave.current);
              pendingSave.current = setTimeout(() => saveStatus(form), STATUS_SETTLE_MS);
            }}
            onBlur={(event) => saveStatus(event.currentTarget.form)}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-base text-ink sm:text-sm"
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <Button type="submit" size="sm" variant="outline">
              Save
            </Button>
          )}
        </statusFetcher.Form>
      </td>
      <td data-label="Submitted" className="whitespace-nowrap text-ink-soft">
        <LocalDate iso={lead.createdAt} />
      </td>
      <td data-label="Actions">
        <div className="flex gap-1">
          <Button type="button" variant="ghost" size="icon" onClick={() => onEdit(lead)}>
            <Pencil aria-hidden />
            <span className="sr-only">Edit {name}</span>
          </Button>
          <ConfirmedRowRemoval
            label={`Delete ${name}`}
            title="Delete Lead"
            description="Are you sure you want to delete this lead? This action cannot be undone."
            removalKey={LEAD_REMOVAL}
            intent="delete"
            id={lead.id}
          />
        </div>
      </td>
    </tr>
  );
}
