import { MessageCircle } from "lucide-react";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import type { Touchpoint } from "~/validation/lead";
import { isAdminPage } from "~/utils/admin-area";

// The chat's code is fetched the first time someone opens it, not with every page.
const LeadChatDialog = lazy(() => import("./lead-chat-dialog"));

interface LeadChatState {
  openLeadChat: (touchpoint: Touchpoint) => void;
}

const LeadChatContext = createContext<LeadChatState | null>(null);

/**
 * The one place a 'Hire a CTO' button opens a sales conversation: the five-step lead chat. Closing it
 * unmounts it, which is what resets every answer, and hands focus back to the button that opened it.
 */
export function LeadChatProvider({ children }: { children: ReactNode }) {
  const [touchpoint, setTouchpoint] = useState<Touchpoint | null>(null);
  const openLeadChat = useCallback((next: Touchpoint) => setTouchpoint(next), []);
  const close = useCallback(() => setTouchpoint(null), []);
  const value = useMemo(() => ({ openLeadChat }), [openLeadChat]);
  return (
    <LeadChatContext.Provider value={value}>
      {children}
      {touchpoint ? (
        <Suspense fallback={null}>
          <LeadChatDialog touchpoint={touchpoint} onClose={close} />
        </Suspense>
      ) : null}
    </LeadChatContext.Provider>
  );
}

export function useLeadChat(): LeadChatState {
  const state = useContext(LeadChatContext);
  if (!state) throw new Error("useLeadChat must be used inside LeadChatProvider");
  return state;
}

/** Before the page has JavaScript a button could do nothing: it is a link to the contact form until then. */
export function HireCtoButton({ touchpoint, className }: { touchpoint: Touchpoint; className?: string }) {
  const { openLeadChat } = useLeadChat();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Button asChild variant="accent" size="lg" className={className}>
        <Link to="/contact">Hire a CTO</Link>
      </Button>
    );
  }
  return (
    <Button type="button" variant="accent" size="lg" className={className} onClick={() => openLeadChat(touchpoint)}>
      Hire a CTO
    </Button>
  );
}

/**
 * The floating 'Hire a CTO' and chat buttons of the public pages (admins at work do not need a sales chat). The chat
 * button starts the contact conversation: the same chat, recorded as 'Contact Form' like the contact page it links
 * to before the page has JavaScript, so sales can tell it from a request to hire a CTO.
 */
export function FloatingLeadButtons() {
  const { pathname } = useLocation();
  const { openLeadChat } = useLeadChat();
  const hydrated = useHydrated();
  if (isAdminPage(pathname)) return null;
  const chatClass =
    "inline-flex size-14 items-center justify-center rounded-full bg-navy text-white shadow-lg ring-2 ring-white transition-colors duration-150 hover:bg-navy-700";
  return (
    // On a phone the sidebar form's sheet covers the corner: the buttons, asking what it asks, step aside meanwhile.
    <div
      // The sidebar lead panel gives focus to its 'Hire a CTO' as it closes, when the panel was entered with the mouse.
      id="lead-buttons"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-3 max-sm:in-data-[lead-panel=open]:hidden sm:right-6 sm:bottom-6"
    >
      <HireCtoButton touchpoint="Hire a CTO" className="rounded-full shadow-lg" />
      {hydrated ? (
        <button type="button" className={chatClass} onClick={() => openLeadChat("Contact Form")}>
          <MessageCircle className="size-6" aria-hidden />
          <span className="sr-only">Chat with us</span>
        </button>
      ) : (
        <Link to="/contact" className={cn(chatClass)}>
          <MessageCircle className="size-6" aria-hidden />
          <span className="sr-only">Chat with us</span>
        </Link>
      )}
    </div>
  );
}
