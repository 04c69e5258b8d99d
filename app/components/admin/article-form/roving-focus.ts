import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One Tab stop for a toolbar, as the WAI-ARIA toolbar pattern has it: Tab enters at the button used last, the arrow
 * keys, Home and End move between the enabled buttons, and Tab again goes on past the toolbar. Spread the answer on
 * the element with role="toolbar".
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLButtonElement | null>(null);
  const enabledButtons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button:enabled") ?? []);

  // After every render: a button may have been disabled (Undo with nothing to undo) or enabled meanwhile.
  useLayoutEffect(() => {
    const enabled = enabledButtons();
    if (!current.current || !enabled.includes(current.current)) current.current = enabled[0] ?? null;
    for (const button of ref.current?.querySelectorAll("button") ?? []) {
      button.tabIndex = button === current.current ? 0 : -1;
    }
  });

  return {
    ref,
    onFocus(event: FocusEvent<T>) {
      if (!(event.target instanceof HTMLButtonElement)) return;
      if (current.current) current.current.tabIndex = -1;
      current.current = event.target;
      event.target.tabIndex = 0;
    },
    onKeyDown(event: KeyboardEvent<T>) {
      const move = MOVES[event.key];
      const enabled = enabledButtons();
      const index = enabled.indexOf(document.activeElement as HTMLButtonElement);
      if (!move || index === -1) return;
      event.preventDefault();
      enabled[move(index, enabled.length)]!.focus();
    },
  };
}
