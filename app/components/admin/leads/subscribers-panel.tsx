import { Link } from "react-router";
import { useRowRemovalToast } from "~/components/row-fetchers";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Page } from "~/db/values";
import type { Subscriber } from "~/models/subscriber.server";
import { AdminListCard } from "../admin-list-card";
import { CsvExportButton } from "./csv-export-button";
import { ListSearch } from "./list-search";
import { ListLoading, useListLoading } from "./list-loading";
import { SUBSCRIBER_REMOVAL, SubscriberRow } from "./subscriber-row";
import { formatCount } from "~/utils/format-count";
import { NEWSLETTER_EXPORT_PATH } from "~/utils/lead-exports";
import { leadToasts } from "~/validation/lead";

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
  useRowRemovalToast(SUBSCRIBER_REMOVAL);
  return (
    <AdminListCard
      headingId="subscribers-heading"
      title="Newsletter Subscribers"
      count={
        total !== null ? (
          <Badge data-testid="subscriber-total">
            {formatCount(total)}
            <span className="sr-only"> {total === 1 ? "subscriber" : "subscribers"}</span>
          </Badge>
        ) : null
      }
      tools={
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch id="subscriber-search" tab="newsletter" query={query} placeholder="Email address">
            {query ? (
              <Button asChild variant="ghost">
                <Link to="/admin/leads?tab=newsletter">Clear</Link>
              </Button>
            ) : null}
          </ListSearch>
          <CsvExportButton href={NEWSLETTER_EXPORT_PATH} label="Export Newsletter CSV" />
        </div>
      }
      status={loading ? <ListLoading /> : null}
      hasRows={Boolean(subscribers && subscribers.items.length > 0)}
      loadFailed={subscribers ? null : leadToasts.subscribersLoadFailed.title}
      empty={query ? "No subscribers match this search." : "No newsletter subscribers yet."}
      found={`${formatCount(subscribers?.total ?? 0)} ${subscribers?.total === 1 ? "subscriber" : "subscribers"}`}
      page={subscribers ?? undefined}
    >
      <table className="admin-table max-md:admin-table-stacked">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Submitted</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {subscribers?.items.map((subscriber) => (
            <SubscriberRow key={subscriber.id} subscriber={subscriber} />
          ))}
        </tbody>
      </table>
    </AdminListCard>
  );
}
