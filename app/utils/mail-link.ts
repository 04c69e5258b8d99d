/**
 * The mailto: address of an email address as a lead typed it. The spec's email rule lets through characters a
 * mailto: URL reads as its own ('?' starts headers, '#' a fragment, '%' an escape, ',' a second recipient), so
 * "ann?cc=all@example.com" would open a draft to someone else: everything but the '@' is percent-encoded (RFC 6068).
 */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}`;
}
