import { siteConfig } from "~/site.config";

const dateFormat = new Intl.DateTimeFormat(siteConfig.locale, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Jan 5, 2024': the spec's US English date. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatReadTime(minutes: number | null | undefined): string {
  return `${minutes && minutes > 0 ? minutes : 5} MIN READ`;
}
