import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import { stringify } from "csv-stringify";

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
 * A CSV download streamed from batches of rows as they are read: the header row, then every value quoted
 * and neutralized. Memory stays flat however many rows there are, because the next batch is read only when
 * the client has taken the previous ones.
 */
export function csvResponse(filename: string, header: string[], batches: AsyncIterable<string[][]>): Response {
  async function* records() {
    for await (const batch of batches) {
      for (const record of batch) yield record.map(neutralizeCell);
    }
  }
  const csv = Readable.from(records()).pipe(
    stringify({ header: true, columns: header, quoted: true, quoted_empty: true, record_delimiter: "\r\n" }),
  );
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(filename),
      "Cache-Control": "no-store",
    },
  });
}
