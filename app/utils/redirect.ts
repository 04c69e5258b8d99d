const ORIGIN = "http://same-site.invalid";

/**
 * Only same-site paths: never an open redirect to another host. The target is resolved the way a
 * browser would (which drops tabs and newlines) and refused unless it stays on this site.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(target)) {
    return fallback;
  }
  const url = new URL(target, ORIGIN);
  if (url.origin !== ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}
