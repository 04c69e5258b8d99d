/**
 * A navigation whose data never arrived: the connection dropped (each browser words the TypeError its own way), or
 * a proxy answered with its own error page, which React Router cannot decode as its data.
 */
export function isLostNavigationAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return /failed to fetch|networkerror|load failed/i.test(error.message);
  return error instanceof Error && error.message === "Unable to decode turbo-stream response";
}

const RELOADED_KEY = "reloaded-after-lost-answer";
/** A reload that fails the same way within this long is not tried again: the reader sees the screen instead. */
const RETRY_WINDOW_MS = 10_000;

interface LastReload {
  href: string;
  at: number;
}

function lastReload(): LastReload | null {
  try {
    return JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? "null") as LastReload | null;
  } catch {
    return null;
  }
}

/**
 * False when this address was just reloaded for a lost answer: a page whose data keeps failing is not reloaded over
 * and over.
 */
export function mayReloadAfterLostAnswer(): boolean {
  const last = lastReload();
  return !(last?.href === window.location.href && Date.now() - last.at < RETRY_WINDOW_MS);
}

/**
 * Asks the server for the page itself: the data request of a navigation failed, and without it the page (and the
 * header's account, when the whole layout was being reloaded) cannot be shown. A document request that fails too
 * gets the browser's own offline page, which says more than ours could.
 */
export function reloadAfterLostAnswer(): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ href: window.location.href, at: Date.now() }));
  } catch {
    // Storage refused (a private mode): reload all the same; the browser's own page ends any loop.
  }
  window.location.reload();
}
