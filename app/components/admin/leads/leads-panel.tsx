import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { useRowAnswerToasts, useRowRemovalToast } from "~/components/row-fetchers";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Page } from "~/db/values";
import type { EditableLead } from "~/routes/admin/lead-management.server";
import { LEAD_STATUSES, leadToasts, type LeadStatus } from "~/validation/lead";
import { AdminListCard } from "../admin-list-card";
import { FilterSelect } from "../filter-select";
import { CsvExportButton } from "./csv-export-button";
import { useHydrated } from "~/utils/use-hydrated";
import { useOptionalUser } from "~/utils/user";
import { draftOfEndedSession, forgetDraft } from "../unsaved-draft";
import {
  LEAD_EDIT_DRAFT,
  LeadEditDialog,
  leadOfSentEdit,
  type EditedLead,
  type SentLeadEdit,
} from "./lead-edit-dialog";
import { LEAD_REMOVAL, LeadRow } from "./lead-row";
import { ListSearch } from "./list-search";
import { ListLoading, useListLoading } from "./list-loading";
import { formatCount } from "~/utils/format-count";
import { LEADS_EXPORT_PATH } from "~/utils/lead-exports";

export function LeadsPanel({
  leads,
  total,
  filter,
}: {
  leads: Page<EditableLead> | null;
  total: number | null;
  filter: { query: string; status: LeadStatus | "" };
}) {
  const loading = useListLoading();
  useRowRemovalToast(LEAD_REMOVAL);
  const statusAnswers = useRowAnswerToasts();
  // An edit saved after the session ended opens again, as sent, once the admin is back from signing in: a navigation
  // in the browser, where session storage is read before the first render (never on the server or when hydrating).
  const session = useOptionalUser()?.sessionStartedAt ?? "";
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(() => {
    const draft = hydrated ? draftOfEndedSession<SentLeadEdit>(LEAD_EDIT_DRAFT, session) : null;
    if (!draft) return null;
    const listed = leads?.items.find((item) => item.id === draft.leadId);
    // Begun from the version it was sent with: saved over a newer one, it would undo another admin's change. A lead
    // this page does not list (moved on by newer leads, filtered out, deleted) opens from what was sent, and its save
    // meets the same checks.
    const lead = listed ? { ...listed, editVersion: draft.editVersion } : leadOfSentEdit(draft);
    return { lead, value: draft.value };
  });
  useEffect(() => {
    if (hydrated) forgetDraft(LEAD_EDIT_DRAFT);
  }, [hydrated]);
  const [editedLead, setEditedLead] = useState<EditedLead | null>(() => restored?.lead ?? null);
  const stopEditing = useCallback(() => {
    setEditedLead(null);
    setRestored(null);
  }, []);
  const filtered = Boolean(filter.query || filter.status);
  return (
    <>
      {/* Beside the list, not in it: they outlive the last row that leaves a filtered list. */}
      {editedLead ? (
        <LeadEditDialog
          key={editedLead.id}
          lead={editedLead}
          restored={restored?.lead.id === editedLead.id ? restored.value : null}
          onClose={stopEditing}
        />
      ) : null}
      {statusAnswers.listeners}
      <AdminListCard
        tableFrom="xl"
        headingId="leads-heading"
        title="Leads"
        count={total !== null ? <Badge data-testid="lead-total">{formatCount(total)} total</Badge> : null}
        tools={
          <div className="flex flex-wrap items-end gap-3">
            <ListSearch id="lead-search" tab="leads" query={filter.query} placeholder="Name, company, email or phone">
              <FilterSelect
                id="lead-status-filter"
                name="status"
                label="Status"
                allLabel="All statuses"
                options={LEAD_STATUSES}
                defaultValue={filter.status}
              />
              {filtered ? (
                <Button asChild variant="ghost">
                  <Link to="/admin/leads">Clear</Link>
                </Button>
              ) : null}
            </ListSearch>
            <CsvExportButton href={LEADS_EXPORT_PATH} label="Export Leads CSV" />
          </div>
        }
        status={loading ? <ListLoading /> : null}
        hasRows={Boolean(leads && leads.items.length > 0)}
        loadFailed={leads ? null : leadToasts.loadFailed.title}
        empty={filtered ? "No leads match this search." : "No leads found yet."}
        found={`${formatCount(leads?.total ?? 0)} ${leads?.total === 1 ? "lead" : "leads"}`}
        page={leads ?? undefined}
      >
        <table className="admin-table admin-table-dense max-xl:admin-table-stacked md:max-xl:admin-table-grid-rows">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Company</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Source</th>
              <th scope="col">Status</th>
              <th scope="col">Submitted</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {leads?.items.map((lead) => (
              <LeadRow key={lead.id} lead={lead} onEdit={setEditedLead} onStatusPost={statusAnswers.track} />
            ))}
          </tbody>
        </table>
      </AdminListCard>
    </>
  );
}
