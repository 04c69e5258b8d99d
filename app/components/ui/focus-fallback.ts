import { useEffect, useRef, type FocusEvent } from "react";

const ATTRIBUTE = "data-focus-fallback";

/** The browser dropped the focus to the document: the control that had it left the page or was disabled. */
export function focusDroppedToDocument(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Where focus goes when the control that had it leaves the page. A row deleted, or changed off a filtered list,
 * takes its buttons with it, and the browser drops focus to the top of the page, so a keyboard user would start
 * again from there. Spread on a list's labelled container: that container takes focus instead.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  // After every render of the list: the one that drops a row is the one that may have dropped the focus.
  useEffect(() => {
    const left = lastFocused.current;
    if (!left || left.isConnected) return;
    lastFocused.current = null;
    if (focusDroppedToDocument()) container.current?.focus();
  });
  return {
    ref: container,
    tabIndex: -1,
    [ATTRIBUTE]: "",
    onFocus: (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    },
  };
}

/** The container that takes focus for an element (see `useFocusFallback`), found while the element is on the page. */
export function focusFallbackOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(`[${ATTRIBUTE}]`) ?? null;
}
