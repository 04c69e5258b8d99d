/**
 * The backdrop of a centred dialog, which holds its box. Below 1280 px a toast has no room beside such a dialog, so
 * one too tall to be centred with 8rem free above it is moved down to leave that band at the window's top, where a
 * toast of a title and two lines goes (toast-placement.ts puts it there, 8 px from the top), and scrolls inside what
 * is left; a dialog with room to spare stays centred.
 */
export const MODAL_BACKDROP =
  "fixed inset-0 z-50 flex flex-col bg-navy/60 before:min-h-32 before:grow after:min-h-4 after:grow xl:before:min-h-4";

/** The dialog's box inside `MODAL_BACKDROP`: give it a `max-w-*` and padding. */
export const MODAL_BOX =
  "relative mx-auto min-h-0 w-[calc(100%-2rem)] overflow-y-auto rounded-card bg-white shadow-2xl outline-none";
