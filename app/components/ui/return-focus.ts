import { useRef } from "react";

/**
 * Focus handlers for a Radix dialog opened by a button that is not its Trigger part (a table row's Edit or Delete
 * button, any 'Hire a CTO' button): Radix hands focus back to the Trigger on close, so without one focus falls to
 * the page and a keyboard user starts again from the top. These note what had focus as the dialog opened and give
 * it back on close, when it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
