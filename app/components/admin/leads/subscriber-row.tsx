import { Trash2 } from "lucide-react";
import { useState } from "react";
import { LocalDateTime } from "~/components/local-date-time";
import { RowRemovalForm } from "~/components/row-fetchers";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Subscriber } from "~/models/subscriber.server";

/** The key of the fetcher the rows' removals go through; the subscribers panel shows their toasts. */
export const SUBSCRIBER_REMOVAL = "subscriber-removal";

/** A newsletter subscriber, and their removal (an unsubscribe or erasure request) after a confirmation. */
export function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <tr>
      <td data-label="Email" className="break-all text-ink">
        {subscriber.email}
      </td>
      <td data-label="Submitted" className="whitespace-nowrap text-ink-soft">
        <LocalDateTime iso={subscriber.submittedAt} />
      </td>
      <td data-label="Actions">
        <Button type="button" variant="ghost" size="icon" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden className="text-destructive" />
          <span className="sr-only">Delete {subscriber.email}</span>
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete Subscriber"
          description="Are you sure you want to remove this subscriber from the newsletter list? This action cannot be undone."
          confirm={<RowRemovalForm removalKey={SUBSCRIBER_REMOVAL} intent="deleteSubscriber" id={subscriber.id} />}
        />
      </td>
    </tr>
  );
}
