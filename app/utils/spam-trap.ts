/**
 * The names of the two hidden fields public forms carry against bots (see spam-trap.server.ts): a field
 * people never see and so leave empty, and a signed note of when the page was served.
 */
export const HONEYPOT_FIELD = "website";
export const FORM_STARTED_FIELD = "formStartedAt";

/** Nobody reads a form, types five answers and sends them this fast; scripts that post on page load do. */
export const MIN_FILL_MS = 2_000;
