import { siteConfig } from "~/site.config";

/**
 * Publish dates are days of the publication's own time zone (`siteConfig.timeZone`): a future day schedules an
 * article for its first moment there, and every article date shown is that zone's day.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and shape, made on first use. */
function formatIn(timeZone: string, shape: "day" | "clock"): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      shape === "day"
        ? // en-CA writes days as YYYY-MM-DD, the form's own format.
          new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
        : new Intl.DateTimeFormat("en-US", {
            timeZone,
            hourCycle: "h23",
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            second: "2-digit",
          });
    formats.set(key, format);
  }
  return format;
}

/** The day (YYYY-MM-DD) an instant falls on in the time zone. */
export function dayIn(instant: Date | string, timeZone: string = siteConfig.timeZone): string {
  return formatIn(timeZone, "day").format(new Date(instant));
}

/** What the zone's clock shows at an instant, field by field, each two digits but the year's four. */
function clockFieldsAt(instant: Date, timeZone: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(
    formatIn(timeZone, "clock")
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
}

/** The zone's date and time at an instant, as yyyy-MM-dd HH:mm:ss (midnight is 00). */
export function clockIn(instant: Date | string, timeZone: string): string {
  const clock = clockFieldsAt(new Date(instant), timeZone);
  return `${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}:${clock.second}`;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    Object.entries(clockFieldsAt(new Date(epochMs), timeZone)).map(([type, value]) => [type, Number(value)]),
  );
  const asUtc = new Date(0).setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
  return asUtc + ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!) * 1000 - (epochMs - (epochMs % 1000));
}

/**
 * The first moment of a day (YYYY-MM-DD) in the time zone: its midnight, or where a clock change skips midnight,
 * the moment the day begins.
 */
export function startOfDayIn(day: string, timeZone: string = siteConfig.timeZone): Date {
  const [year, month, date] = day.split("-").map(Number);
  const midnightAsUtc = new Date(0).setUTCFullYear(year!, month! - 1, date!);
  // Two passes: the first guess may sit on the other side of a change of offset.
  let instant = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  instant = midnightAsUtc - offsetAt(instant, timeZone);
  // In a gap the guess lands before the day (23:00 the evening before): the day begins when the gap ends.
  if (dayIn(new Date(instant), timeZone) < day) {
    const hour = 60 * 60 * 1000;
    while (dayIn(new Date(instant), timeZone) < day) instant += hour / 4;
  }
  return new Date(instant);
}

/**
 * When an article with this publish date goes live. The day it already had keeps its exact time; today means now;
 * any other day means that day's first moment, which schedules it when the day lies ahead.
 */
export function goesLiveAt(
  day: string,
  storedPublishedAt: string | null,
  now: Date,
  timeZone: string = siteConfig.timeZone,
): string {
  if (storedPublishedAt !== null && dayIn(storedPublishedAt, timeZone) === day) return storedPublishedAt;
  if (day === dayIn(now, timeZone)) return now.toISOString();
  return startOfDayIn(day, timeZone).toISOString();
}

/** How the form names the moment a future day begins: "00:00 UTC", "00:00 New York time". */
export function midnightLabel(timeZone: string = siteConfig.timeZone): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "00:00 UTC";
  return `00:00 ${timeZone.split("/").pop()!.replaceAll("_", " ")} time`;
}
