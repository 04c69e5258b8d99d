import { useRef } from "react";
import { focusFallbackOf } from "./focus-fallback";

/**
 * Focus handlers for a Radix dialog opened by a button that is not its Trigger part (a table row's Edit or Delete
 * button, any 'Hire a CTO' button): Radix hands focus back to the Trigger on close, so without one focus falls to
 * the page and a keyboard user starts again from the top. These note what had focus as the dialog opened and give
 * it back on close; when it has left the page meanwhile (its row is gone), its list's fallback takes focus.
 * `initialFocus` picks where focus goes as the dialog opens, when Radix's first focusable element is not the place;
 * `openerGone` where it goes on close when the opener has left the page and no list takes its place.
 */
export function useReturnFocus(
  initialFocus?: (content: HTMLElement) => HTMLElement | null | undefined,
  openerGone?: () => HTMLElement | null | undefined,
) {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      fallback.current = focusFallbackOf(opener.current);
      if (!initialFocus) return;
      event.preventDefault();
      initialFocus(event.currentTarget as HTMLElement)?.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = [opener.current, fallback.current, openerGone?.()].find((element) => element?.isConnected);
      target?.focus();
    },
  };
}
