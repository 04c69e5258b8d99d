import { siteConfig } from "~/site.config";

/**
 * '12,345': a count with the thousands set apart, as the admin's badges and totals show it. Apart from format.ts,
 * whose chunk the reading pages load, so that admin-only code adds nothing to their JavaScript.
 */
export function formatCount(count: number): string {
  return count.toLocaleString(siteConfig.locale);
}
