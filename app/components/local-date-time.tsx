import { formatDateTime } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";

const localFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A timestamp in the reader's own time zone. The server cannot know that zone, so it renders UTC
 * (labelled as such) and the browser switches to local time once hydrated.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? localFormat.format(new Date(iso)) : formatDateTime(iso)}</time>;
}
