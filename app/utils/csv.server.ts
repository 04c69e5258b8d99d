import { stringify } from "csv-stringify/sync";

/**
 * Characters that make a spreadsheet read a cell as a formula (or hide its start). A cell starting with one
 * gets a leading apostrophe, the spreadsheets' own "this is text" marker, so an exported lead can never run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The spec's CSV timestamp, yyyy-MM-dd HH:mm:ss, in UTC (the server cannot know the reader's zone). */
export function csvTimestamp(iso: string): string {
  return iso.slice(0, 19).replace("T", " ");
}

/** yyyy-MM-dd of the export, for the spec's file names (leads_{date}.csv). */
export function csvFileDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The text of a CSV file, made as its rows are read: the header row, then each batch of rows as one chunk
 * (csv-stringify's synchronous API on the batch), every value quoted and neutralized. A million rows make a
 * thousand chunks rather than a million, and a batch is asked for only when the previous chunk was taken.
 */
export async function* csvChunks(header: string[], batches: AsyncIterable<string[][]>): AsyncGenerator<string> {
  const options = { quoted: true, quoted_empty: true, record_delimiter: "\r\n" } as const;
  yield stringify([header], options);
  for await (const batch of batches) {
    yield stringify(
      batch.map((record) => record.map(neutralizeCell)),
      options,
    );
  }
}
