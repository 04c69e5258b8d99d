import { Link } from "react-router";
import { LocalDateTime } from "~/components/local-date-time";
import { Pagination } from "~/components/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Page } from "~/db/values";
import type { Subscriber } from "~/models/subscriber.server";
import { CsvExportButton } from "./csv-export-button";
import { ListSearch } from "./list-search";
import { useListLoading } from "./use-list-loading";

export function SubscribersPanel({
  subscribers,
  total,
  query,
}: {
  subscribers: Page<Subscriber> | null;
  total: number | null;
  query: string;
}) {
  const loading = useListLoading();
  return (
    <section aria-labelledby="subscribers-heading" className="rounded-card border border-line bg-white shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line px-5 py-4">
        <div className="flex items-center gap-3">
          <h2 id="subscribers-heading" className="font-sans text-lg font-semibold">
            Newsletter Subscribers
          </h2>
          {total !== null ? <Badge data-testid="subscriber-total">{total}</Badge> : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch id="subscriber-search" tab="newsletter" query={query} placeholder="Email address">
            {query ? (
              <Button asChild variant="ghost">
                <Link to="/admin/leads?tab=newsletter">Clear</Link>
              </Button>
            ) : null}
          </ListSearch>
          <CsvExportButton href="/admin/leads/export-newsletter" label="Export Newsletter CSV" />
        </div>
      </div>
      {loading ? (
        <p role="status" className="px-5 py-3 text-sm text-muted">
          Loading leads...
        </p>
      ) : null}
      {subscribers && subscribers.items.length > 0 ? (
        <div className="md:max-h-[70vh] md:overflow-auto">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td data-label="Email" className="break-all text-ink">
                    {subscriber.email}
                  </td>
                  <td data-label="Submitted" className="whitespace-nowrap text-ink-soft">
                    <LocalDateTime iso={subscriber.submittedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="px-5 py-14 text-center text-ink">
          {query ? "No subscribers match this search." : "No newsletter subscribers yet."}
        </p>
      )}
      {subscribers ? (
        <div className="px-5 pb-5">
          <Pagination page={subscribers.page} pageCount={subscribers.pageCount} />
        </div>
      ) : null}
    </section>
  );
}
