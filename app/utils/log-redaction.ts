/** Query parameters that carry secrets or personal data: never written to a log. */
const SENSITIVE_PARAMS = /^(token|code|state|secret|password|email|callbackurl)$/i;
/** Auth paths whose whole query is the engine's business. */
const AUTH_PATHS = /^\/(api\/auth\/|reset-password\b|forgot-password\b)/;
/** The emailed reset link carries its token in the path: /api/auth/reset-password/{token}. */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/?]+/;

/**
 * A request URL as the logs may keep it: tokens and emails in the query become "[redacted]", auth paths lose their
 * query entirely, and a reset link loses the token in its path. Dependency-free, as the HTTP process imports it before
 * the app bundle.
 */
export function redactUrl(address: string): string {
  const url = address.replace(TOKEN_IN_PATH, "$1[redacted]");
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  if (AUTH_PATHS.test(path)) return `${path}?[redacted]`;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const kept = [...params].map(([key, value]) =>
    SENSITIVE_PARAMS.test(key)
      ? `${encodeURIComponent(key)}=[redacted]`
      : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return `${path}?${kept.join("&")}`;
}

/** "a***@example.com": enough for operations to tell messages apart, not enough to read an address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
