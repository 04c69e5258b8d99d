import { LocalDateTime } from "~/components/local-date-time";
import type { Subscriber } from "~/models/subscriber.server";
import { ConfirmedRowRemoval } from "./confirmed-row-removal";

/** The key of the fetcher the rows' removals go through; the subscribers panel shows their toasts. */
export const SUBSCRIBER_REMOVAL = "subscriber-removal";

/** A newsletter subscriber, and their removal (an unsubscribe or erasure request) after a confirmation. */
export function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  return (
    <tr>
      <td data-label="Email" className="break-all text-ink">
        {subscriber.email}
      </td>
      <td data-label="Submitted" className="whitespace-nowrap text-ink-soft">
        <LocalDateTime iso={subscriber.submittedAt} />
      </td>
      <td data-label="Actions">
        <ConfirmedRowRemoval
          label={`Delete ${subscriber.email}`}
          title="Delete Subscriber"
          description="Are you sure you want to remove this subscriber from the newsletter list? This action cannot be undone."
          removalKey={SUBSCRIBER_REMOVAL}
          intent="deleteSubscriber"
          id={subscriber.id}
        />
      </td>
    </tr>
  );
}
