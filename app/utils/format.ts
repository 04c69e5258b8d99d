import { siteConfig } from "~/site.config";

/** The parts of the spec's date, 'Jan 5, 2024'. */
export const DATE_PARTS = { month: "short", day: "numeric", year: "numeric" } as const;

const dateFormat = new Intl.DateTimeFormat(siteConfig.locale, { ...DATE_PARTS, timeZone: siteConfig.timeZone });

/** 'Jan 5, 2024': the spec's US English date, a day of the publication's time zone. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatReadTime(minutes: number | null | undefined): string {
  return `${minutes && minutes > 0 ? minutes : 5} MIN READ`;
}

const dateTimeFormat = new Intl.DateTimeFormat(siteConfig.locale, {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** 'Jan 5, 2024, 3:04 PM UTC': a timestamp that reads the same on the server and in the browser. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const graphemes = new Intl.Segmenter(siteConfig.locale, { granularity: "grapheme" });

/** At most `max` characters, cut at the limit and marked with "...". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // The cut never splits a character the reader sees as one: half an emoji's surrogate pair shows as '�' (and the
  // browser's copy of it differs from the server's), half a family emoji or an accent shows something else.
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  // A cut that ends a sentence or clause drops its stop or comma, so the ellipsis never reads as "....".
  return `${text.slice(0, end).replace(/[\s.,;:]+$/, "")}...`;
}

/** '25 MB', '512 KB', '900 bytes': a size limit as people read it (1 MB = 1024 KB). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
