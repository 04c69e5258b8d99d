import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import type { Page } from "~/db/values";
import type { Lead } from "~/models/lead.server";
import { LEAD_STATUSES, type LeadStatus } from "~/validation/lead";
import { CsvExportButton } from "./csv-export-button";
import { LeadRow } from "./lead-row";
import { ListSearch } from "./list-search";
import { useListLoading } from "./use-list-loading";

export function LeadsPanel({
  leads,
  total,
  filter,
}: {
  leads: Page<Lead> | null;
  total: number | null;
  filter: { query: string; status: LeadStatus | "" };
}) {
  const loading = useListLoading();
  const filtered = Boolean(filter.query || filter.status);
  return (
    <section aria-labelledby="leads-heading" className="rounded-card border border-line bg-white shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line px-5 py-4">
        <div className="flex items-center gap-3">
          <h2 id="leads-heading" className="font-sans text-lg font-semibold">
            Leads
          </h2>
          {total !== null ? <Badge data-testid="lead-total">{total} total</Badge> : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch id="lead-search" tab="leads" query={filter.query} placeholder="Name, company, email or phone">
            <div className="grid gap-1">
              <Label htmlFor="lead-status-filter">Status</Label>
              <select
                id="lead-status-filter"
                name="status"
                defaultValue={filter.status}
                className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm text-ink"
              >
                <option value="">All statuses</option>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            </div>
            {filtered ? (
              <Button asChild variant="ghost">
                <Link to="/admin/leads">Clear</Link>
              </Button>
            ) : null}
          </ListSearch>
          <CsvExportButton href="/admin/leads/export" label="Export Leads CSV" />
        </div>
      </div>
      {loading ? (
        <p role="status" className="px-5 py-3 text-sm text-muted">
          Loading leads...
        </p>
      ) : null}
      {leads && leads.items.length > 0 ? (
        <div className="md:max-h-[70vh] md:overflow-auto">
          <table className="admin-table">
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
              {leads.items.map((lead) => (
                <LeadRow key={lead.id} lead={lead} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="px-5 py-14 text-center text-ink">
          {filtered ? "No leads match this search." : "No leads found yet."}
        </p>
      )}
      {leads ? (
        <div className="px-5 pb-5">
          <Pagination page={leads.page} pageCount={leads.pageCount} />
        </div>
      ) : null}
    </section>
  );
}
