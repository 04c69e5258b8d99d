import { siteConfig } from "~/site.config";
import { DATE_PARTS, formatDate, formatDateTime } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";

// The reader's time zone, in the site's language: the spec shows dates in US English whatever the browser's language.
const localFormat = new Intl.DateTimeFormat(siteConfig.locale, { dateStyle: "medium", timeStyle: "short" });
const localDateFormat = new Intl.DateTimeFormat(siteConfig.locale, DATE_PARTS);

/**
 * A timestamp in the reader's own time zone. The server cannot know that zone, so it renders UTC
 * (labelled as such) and the browser switches to local time once hydrated.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? localFormat.format(new Date(iso)) : formatDateTime(iso)}</time>;
}

/** The day of a timestamp ('Jan 5, 2024') in the reader's own time zone; the site's day until hydrated. */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? localDateFormat.format(new Date(iso)) : formatDate(iso)}</time>;
}
