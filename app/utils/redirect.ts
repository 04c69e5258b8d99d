const ORIGIN = "http://same-site.invalid";

/**
 * Only same-site paths: never an open redirect to another host. The target is resolved the way a
 * browser would (which drops tabs and newlines) and refused unless it stays on this site.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || hasControlOrBackslash(target)) {
    return fallback;
  }
  const url = new URL(target, ORIGIN);
  // Dot segments collapse while resolving ("/.//evil.com" becomes "//evil.com"), and a path that then
  // starts with two slashes is another host to a browser: judge the resolved path, not the input.
  if (url.origin !== ORIGIN || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}

function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return true;
  }
  return false;
}

/**
 * The sign-in or sign-up page, keeping where the visitor was going when sign-in was asked of them, so switching
 * between the two (and signing up, which leads to sign-in) does not lose it. The home page is where both lead anyway.
 */
export function authPagePath(page: "/signin" | "/signup", redirectTo?: string | null): string {
  return redirectTo && redirectTo !== "/" ? `${page}?${new URLSearchParams({ redirectTo })}` : page;
}
