import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useRowRemoval } from "~/components/row-fetchers";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

/**
 * A row's delete button and the confirmation it opens, whose Delete posts `intent` for the row's `id` through the
 * list's removal fetcher (`removalKey`; the list shows the answer's toast) and waits, disabled, while that row's
 * removal is on its way.
 */
export function ConfirmedRowRemoval({
  label,
  title,
  description,
  removalKey,
  intent,
  id,
}: {
  /** The button's name for screen readers: "Delete {what the row is}". */
  label: string;
  title: string;
  description: string;
  removalKey: string;
  intent: string;
  id: string;
}) {
  const removal = useRowRemoval(removalKey);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" size="icon" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="text-destructive" />
        <span className="sr-only">{label}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirm={
          <removal.Form method="post">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={id} />
            <Button
              type="submit"
              variant="destructive"
              disabled={removal.state !== "idle" && removal.formData?.get("id") === id}
            >
              Delete
            </Button>
          </removal.Form>
        }
      />
    </>
  );
}
