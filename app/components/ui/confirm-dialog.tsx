import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";
import { buttonVariants } from "./button";
import { MODAL_BACKDROP, MODAL_BOX } from "./modal-frame";
import { useReturnFocus } from "./return-focus";

/**
 * A confirmation before something that cannot be undone. `confirm` is the button that does it (usually
 * a submit button of a form inside the dialog), so the action stays a real form post.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  cancelLabel = "Cancel",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirm: ReactNode;
  cancelLabel?: string;
}) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={MODAL_BACKDROP}>
          <AlertDialog.Content {...returnFocus} className={cn(MODAL_BOX, "max-w-md p-6")}>
            <AlertDialog.Title className="font-serif text-xl font-semibold text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-3 leading-relaxed text-ink-soft">
              {description}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>{cancelLabel}</AlertDialog.Cancel>
              {confirm}
            </div>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
