import { matchPath } from "react-router";
import { LEADS_EXPORT_PATH, NEWSLETTER_EXPORT_PATH } from "./lead-exports";
import { LIBRARY_DOWNLOAD_ROUTE } from "./library-download";

/**
 * The page that offers a file the HTTP process serves itself (a library PDF, a CSV export), or null for any
 * other address. Such a file is not a page of the router: after signing in on the way to it, the reader is taken
 * to this page and the file is then fetched as a download.
 */
export function pageOfferingFile(address: string): string | null {
  const { pathname } = new URL(address, "http://site.invalid");
  if (matchPath(LIBRARY_DOWNLOAD_ROUTE, pathname)) return "/library";
  if (pathname === LEADS_EXPORT_PATH) return "/admin/leads";
  if (pathname === NEWSLETTER_EXPORT_PATH) return "/admin/leads?tab=newsletter";
  return null;
}
