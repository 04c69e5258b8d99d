import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/utils/cn";

export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;

export function SheetContent({
  className,
  title,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60 data-[state=open]:animate-in" />
      {/* Full width on a phone: a 24rem sheet on a 390 px screen left a 6 px sliver of the page at its edge. */}
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-navy text-white shadow-xl outline-none sm:max-w-sm",
          className,
        )}
        aria-describedby={undefined}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-white/10 px-5 py-3">
          <Dialog.Title className="font-serif text-lg font-semibold text-white">{title}</Dialog.Title>
          <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10">
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
