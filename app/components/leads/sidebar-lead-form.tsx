import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { LeadForm } from "./lead-form";

const SHOWN_KEY = "sidebar-lead-form-shown";
/** The spec's scroll threshold. */
export const SIDEBAR_SCROLL_THRESHOLD_PX = 100;

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, "1");
  } catch {
    // Storage disabled (private mode): it may show once per page instead of once per session.
  }
}

/**
 * The sidebar lead form: it slides in once the reader has scrolled past the threshold, once per browser
 * session. It does not trap focus or take it from what the reader is doing; Escape or its close button
 * dismisses it.
 */
export function SidebarLeadForm() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const adminPage = pathname === "/admin" || pathname.startsWith("/admin/");
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (adminPage || shownThisSession()) return;
    const onScroll = () => {
      if (window.scrollY <= SIDEBAR_SCROLL_THRESHOLD_PX) return;
      window.removeEventListener("scroll", onScroll);
      rememberShown();
      setOpen(true);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // The reader may have scrolled before the page had JavaScript, or come back to a restored position.
    const initial = window.requestAnimationFrame(onScroll);
    return () => {
      window.cancelAnimationFrame(initial);
      window.removeEventListener("scroll", onScroll);
    };
  }, [adminPage]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
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
          <LeadForm touchpoint="Sidebar" idPrefix="sidebar" onSubmitted={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
