import { setImmediate as nextTurnOfEventLoop } from "node:timers/promises";
import { stringify } from "csv-stringify/sync";
import { siteConfig } from "~/site.config";
import { clockIn, dayIn } from "./publication-day";

/**
 * Characters that make a spreadsheet read a cell as a formula (or hide its start). A cell starting with one
 * gets a leading apostrophe, the spreadsheets' own "this is text" marker, so an exported lead can never run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The zone an export's times are written in: the one the admin's browser asked for (the zone the lists show their
 * times in) when it names a zone this server knows, else the publication's.
 */
export function exportTimeZone(asked: unknown): string {
  if (typeof asked !== "string" || asked === "" || asked.length > 64) return siteConfig.timeZone;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: asked }).resolvedOptions().timeZone;
  } catch {
    return siteConfig.timeZone;
  }
}

/** The spec's CSV timestamp, yyyy-MM-dd HH:mm:ss, on the clock of the time zone. */
export function csvTimestamp(iso: string, timeZone: string): string {
  return clockIn(iso, timeZone);
}

/** yyyy-MM-dd of the export in the time zone, for the spec's file names (leads_{date}.csv). */
export function csvFileDate(now: Date, timeZone: string): string {
  return dayIn(now, timeZone);
}

/**
 * The text of a CSV file, made as its rows are read: the header row, then each batch of rows as one chunk
 * (csv-stringify's synchronous API on the batch), every value quoted and neutralized. A million rows make a
 * thousand chunks rather than a million, and a batch is asked for only when the previous chunk was taken, and
 * the event loop has had a turn: on SQLite a batch is read at once, and a client taking the chunks as fast as
 * they come would otherwise hold every other request until the file ended (7 s at 300,000 leads).
 */
export async function* csvChunks(header: string[], batches: AsyncIterable<string[][]>): AsyncGenerator<string> {
  const options = { quoted: true, quoted_empty: true, record_delimiter: "\r\n" } as const;
  yield stringify([header], options);
  for await (const batch of batches) {
    yield stringify(
      batch.map((record) => record.map(neutralizeCell)),
      options,
    );
    await nextTurnOfEventLoop();
  }
}
