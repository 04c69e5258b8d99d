import { X } from "lucide-react";
import { useCallback, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { LeadForm } from "./lead-form";

/** Space kept between a control the keyboard reached and the panel's top edge. */
const CLEARANCE_PX = 16;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
}

/** In a dialog, menu or bar that stays put on the screen (a modal, the header): scrolling the page cannot help. */
function heldInPlace(element: Element): boolean {
  for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
    const { position } = getComputedStyle(box);
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}

/**
 * The sidebar lead form's panel. Non-modal: it opens without taking focus, comes last in the Tab order and lets Tab
 * move on past it (a modal's focus loop would hold the keyboard in a panel nobody asked for). While it is open the
 * page stays usable around it: a control the keyboard reaches under the panel is scrolled up above it, with room
 * made below the page's end for the last ones. Escape (when no dialog above it takes it) or Close dismiss it, and a
 * keyboard that was in the panel goes back to the control it came from.
 */
export default function SidebarLeadDialog({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  const dismiss = useCallback(() => {
    const keyboardInside = panel.current?.contains(document.activeElement) ?? false;
    onClose();
    if (!keyboardInside) return;
    // Entered with the mouse, it has no control the keyboard came from: the floating 'Hire a CTO' beside it (in
    // FloatingLeadButtons), asking what it asked, takes the focus rather than the page. On a phone those buttons step
    // aside only while it is open. Found by id: importing the constant would make every page preload lead-chat for it.
    delete document.body.dataset.leadPanel;
    const back = cameFrom.current?.isConnected
      ? cameFrom.current
      : document.querySelector<HTMLElement>("#lead-buttons button");
    back?.focus({ preventScroll: true });
  }, [onClose]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog above the panel (the chat, the auth modal, a menu) handles its own Escape and marks it handled.
      if (event.key === "Escape" && !event.defaultPrevented) dismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dismiss]);

  useEffect(() => {
    const sheet = panel.current;
    if (!sheet) return;
    const { body } = document;
    // The room goes at the foot of the page's footer, in its colours, rather than as a bare strip below it.
    const foot = document.querySelector<HTMLElement>("body footer") ?? body;
    const paddingBefore = foot.style.paddingBottom;
    const ownPadding = parseFloat(getComputedStyle(foot).paddingBottom) || 0;
    // As much room below the page as the panel covers from its top edge down, so the page's end can rise above it.
    const makeRoom = () => {
      const covered = window.innerHeight - sheet.getBoundingClientRect().top;
      foot.style.paddingBottom = `${ownPadding + covered + CLEARANCE_PX}px`;
    };
    // The panel stands on the screen's bottom edge (a sheet on a phone) or above the floating buttons, and would grow
    // upward with each field's message, lifting Close from under a pointer on its way there. It keeps the height it
    // opened with (again after a resize), and the fields scroll between its title and its button.
    const holdHeight = () => {
      sheet.style.height = "";
      sheet.style.height = `${sheet.offsetHeight}px`;
    };
    holdHeight();
    window.addEventListener("resize", holdHeight);
    makeRoom();
    body.dataset.leadPanel = "open";
    const resizes = new ResizeObserver(makeRoom);
    resizes.observe(sheet);
    window.addEventListener("resize", makeRoom);
    // Only the Tab key's moves through the page are followed: a page's own focus (a new page's heading) or a click
    // is where the reader already looks.
    let tabbing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      tabbing = event.key === "Tab";
    };
    const onPointerDown = () => {
      tabbing = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (sheet.contains(target)) {
        if (event.relatedTarget instanceof HTMLElement && !sheet.contains(event.relatedTarget)) {
          cameFrom.current = event.relatedTarget;
        }
        return;
      }
      if (!tabbing || heldInPlace(target)) return;
      // Measured once the browser has scrolled the control into view by its own rules.
      requestAnimationFrame(() => {
        const control = target.getBoundingClientRect();
        const cover = sheet.getBoundingClientRect();
        if (!overlaps(control, cover)) return;
        // Up above the panel, but never up under the header or off the top of the screen.
        const headerBottom = Math.max(0, document.querySelector("body header")?.getBoundingClientRect().bottom ?? 0);
        const wanted = control.bottom - cover.top + CLEARANCE_PX;
        const room = control.top - headerBottom - CLEARANCE_PX;
        const lift = Math.min(wanted, room);
        if (lift > 0) window.scrollBy({ top: lift });
      });
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("pointerdown", onPointerDown, true);
      window.removeEventListener("resize", holdHeight);
      resizes.disconnect();
      window.removeEventListener("resize", makeRoom);
      foot.style.paddingBottom = paddingBefore;
      delete body.dataset.leadPanel;
    };
  }, []);

  return createPortal(
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[85vh] flex-col rounded-t-card border border-line bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:right-6 sm:bottom-24 sm:max-h-[calc(100dvh-11rem)] sm:w-[24rem] sm:rounded-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-serif text-xl font-semibold text-ink">
          Talk to a CTO advisor
        </h2>
        <button
          type="button"
          onClick={dismiss}
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <p id={descriptionId} className="mt-1 mb-4 text-sm leading-relaxed text-ink-soft">
        Tell us how to reach you and we&apos;ll get in touch within 24 hours.
      </p>
      {/* The button stays below the fields: a message arriving as a field is left for it would push it away mid-click. */}
      <LeadForm
        touchpoint="Sidebar"
        idPrefix="sidebar"
        onSubmitted={dismiss}
        className="min-h-0 flex-1 grid-rows-[minmax(0,1fr)_auto]"
        fieldsClassName="-m-1 overflow-y-auto p-1"
      />
    </section>,
    document.body,
  );
}
