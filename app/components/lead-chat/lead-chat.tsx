import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/site.config";

/** Where a sales conversation started; stored with the lead. */
export type Touchpoint = "Contact Form" | "Sidebar" | "Hire a CTO" | "Hire a CTO - Article";

interface LeadChatState {
  openLeadChat: (touchpoint: Touchpoint) => void;
}

const LeadChatContext = createContext<LeadChatState | null>(null);

/**
 * The one place a 'Hire a CTO' button opens a sales conversation. It offers the contact address; the
 * five-step lead chat that records a lead replaces the dialog's body without changing any caller.
 */
export function LeadChatProvider({ children }: { children: ReactNode }) {
  const [touchpoint, setTouchpoint] = useState<Touchpoint | null>(null);
  const openLeadChat = useCallback((next: Touchpoint) => setTouchpoint(next), []);
  const value = useMemo(() => ({ openLeadChat }), [openLeadChat]);
  const subject = encodeURIComponent(`Hire a CTO (${touchpoint ?? "website"})`);
  return (
    <LeadChatContext.Provider value={value}>
      {children}
      <Dialog.Root open={touchpoint !== null} onOpenChange={(open) => !open && setTouchpoint(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-2xl outline-none sm:p-8">
            <Dialog.Title className="font-serif text-2xl font-semibold text-ink">Hire a CTO</Dialog.Title>
            <Dialog.Description className="mt-3 leading-relaxed text-ink-soft">
              Tell us where your technology leadership needs support, from an interim CTO to a board-level advisor.
              We&apos;ll get in touch within 24 hours.
            </Dialog.Description>
            <Button asChild variant="accent" className="mt-6 w-full">
              <a href={`mailto:${siteConfig.contactEmail}?subject=${subject}`}>Email {siteConfig.contactEmail}</a>
            </Button>
            <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </LeadChatContext.Provider>
  );
}

export function useLeadChat(): LeadChatState {
  const state = useContext(LeadChatContext);
  if (!state) throw new Error("useLeadChat must be used inside LeadChatProvider");
  return state;
}

export function HireCtoButton({ touchpoint, className }: { touchpoint: Touchpoint; className?: string }) {
  const { openLeadChat } = useLeadChat();
  return (
    <Button type="button" variant="accent" size="lg" className={className} onClick={() => openLeadChat(touchpoint)}>
      Hire a CTO
    </Button>
  );
}
