import { useEffect, useRef } from "react";
import { useBlocker, type Location } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

const address = (location: Location) => `${location.pathname}${location.search}`;

/**
 * Asks before an article with unsaved changes is left: a link or a tab inside the site opens a confirmation, and
 * closing or reloading the browser tab the browser's own. `unsaved` is read when the reader leaves, so a save
 * under way (which is not leaving) can answer false.
 */
export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const check = useRef(unsaved);
  useEffect(() => {
    check.current = unsaved;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => address(currentLocation) !== address(nextLocation) && check.current(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description="This article has changes you have not saved. If you leave now, they are lost."
      cancelLabel="Keep editing"
      confirm={
        <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      }
    />
  );
}
