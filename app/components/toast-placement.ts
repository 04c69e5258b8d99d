import { useEffect, useState } from "react";

interface Offset {
  top: number;
  right: number;
  left?: number;
}

export interface ToastPlacement {
  offset: Offset;
  mobileOffset: Offset;
}

// Sonner's own sizes: its stack is 356 px wide, full width up to 600 px; a toast with a title and a one-line
// description is about 80 px high; in a stack at rest, up to two toasts peek out 14 px each below the front one.
const STACK_WIDTH = 356;
const MOBILE_UP_TO = 600;
const TOAST_HEIGHT = 88;
const STACK_PEEK = 14;
const TOASTS_SHOWN = 3;

/** How far down the stack reaches from its top: the toasts on the page as laid out, before any are shown a guess. */
function stackHeight(): number {
  const toasts = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")];
  if (toasts.length === 0) return TOAST_HEIGHT;
  // The layout's height, unlike the box on screen, is not changed by the slide in.
  const front = Math.max(...toasts.map((toast) => toast.offsetHeight));
  return front + STACK_PEEK * (Math.min(toasts.length, TOASTS_SHOWN) - 1);
}

/** Below the sticky header (4rem), so a toast never covers its menu, search or account buttons; on phones also
 * below the full-screen chat's header and step count, which the chat's own toasts would hide. */
export const RESTING_PLACEMENT: ToastPlacement = {
  offset: { top: 80, right: 16 },
  mobileOffset: { top: 152, right: 12, left: 12 },
};

/**
 * Where toasts go while a dialog is open: of the resting place, beside the dialog and over the header (which the
 * dialog makes inert), the one covering least of the dialog, so a toast does not sit on its title or Close button.
 */
function placementBeside(dialog: DOMRect, width: number, height: number): ToastPlacement {
  const mobile = width <= MOBILE_UP_TO;
  const candidates: Offset[] = mobile
    ? [RESTING_PLACEMENT.mobileOffset, { top: 8, right: 12, left: 12 }]
    : [
        RESTING_PLACEMENT.offset,
        ...(dialog.left >= STACK_WIDTH + 32 ? [{ top: 80, right: width - dialog.left + 16 }] : []),
        { top: 8, right: 16 },
      ];
  const covered = (offset: Offset) => {
    const right = width - offset.right;
    const left = mobile ? (offset.left ?? 0) : right - STACK_WIDTH;
    const across = Math.max(0, Math.min(right, dialog.right) - Math.max(left, dialog.left));
    const down = Math.max(0, Math.min(offset.top + height, dialog.bottom) - Math.max(offset.top, dialog.top));
    return across * down;
  };
  const best = candidates.reduce((chosen, candidate) => (covered(candidate) < covered(chosen) ? candidate : chosen));
  return mobile ? { ...RESTING_PLACEMENT, mobileOffset: best } : { ...RESTING_PLACEMENT, offset: best };
}

function currentPlacement(): ToastPlacement {
  // The sidebar lead form's panel is a dialog of its own, not Radix's: it is open while it is on the page.
  const dialogs = document.querySelectorAll(
    "[role=dialog][data-state=open], [role=alertdialog][data-state=open], [role=dialog][aria-modal=false]",
  );
  const topmost = dialogs[dialogs.length - 1];
  return topmost
    ? placementBeside(topmost.getBoundingClientRect(), window.innerWidth, stackHeight())
    : RESTING_PLACEMENT;
}

/** The toasts' place, kept clear of whichever dialog is open as dialogs open, close and the window resizes. */
export function useToastPlacement(): ToastPlacement {
  const [placement, setPlacement] = useState(RESTING_PLACEMENT);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = currentPlacement();
        setPlacement((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["data-state"] });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, []);
  return placement;
}
