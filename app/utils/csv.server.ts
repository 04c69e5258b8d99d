import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
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
 * A CSV download streamed from batches of rows as they are read: the header row, then every value quoted
 * and neutralized. Each batch becomes one chunk of the response (csv-stringify's synchronous API on the
 * batch), so a million rows make a thousand writes rather than a million, and the next batch is read only
 * when the client has taken the previous one: memory stays flat however many rows there are.
 */
export function csvResponse(filename: string, header: string[], batches: AsyncIterable<string[][]>): Response {
  const options = { quoted: true, quoted_empty: true, record_delimiter: "\r\n" } as const;
  async function* chunks() {
    yield Buffer.from(stringify([header], options));
    for await (const batch of batches) {
      yield Buffer.from(
        stringify(
          batch.map((record) => record.map(neutralizeCell)),
          options,
        ),
      );
    }
  }
  return new Response(Readable.toWeb(Readable.from(chunks(), { objectMode: false })) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(filename),
      "Cache-Control": "no-store",
    },
  });
}
