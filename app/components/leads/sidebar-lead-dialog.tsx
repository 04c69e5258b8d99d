import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { LeadForm } from "./lead-form";

/** The sidebar lead form's panel: non-modal, it leaves focus where the reader is; Escape or Close dismiss it. */
export default function SidebarLeadDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      modal={false}
    >
      <Dialog.Portal>
        <Dialog.Content
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto rounded-t-card border border-line bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-[24rem] sm:rounded-card"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-xl font-semibold text-ink">Talk to a CTO advisor</Dialog.Title>
            <Dialog.Close className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm leading-relaxed text-ink-soft">
            Tell us how to reach you and we&apos;ll get in touch within 24 hours.
          </Dialog.Description>
          <LeadForm touchpoint="Sidebar" idPrefix="sidebar" onSubmitted={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
