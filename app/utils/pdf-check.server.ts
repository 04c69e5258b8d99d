import { Transform } from "node:stream";

/** An upload refused because it is not a usable PDF; the message is shown to the admin as is. */
export class PdfRejectedError extends Error {
  override name = "PdfRejectedError";
}

export const PDF_REJECTIONS = {
  empty: "The file is empty. Choose a PDF document that has content.",
  notPdf:
    "This file is not a PDF document (its content is checked, not its name). Choose a file saved or exported as PDF.",
  incomplete:
    "This PDF is incomplete or damaged: it has no end-of-file section. Save or export it again and upload the new copy.",
} as const;

const MAGIC = Buffer.from("%PDF-", "latin1");
/** `%PDF-1.7` and the end of its line: the header names a version PDF readers know (1.0 to 1.7, 2.0). */
const HEADER_BYTES = MAGIC.length + 4;
const HEADER_LINE = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n]/;
/** Readers look for the end-of-file section in the last kilobyte, as this check does. */
const TAIL_BYTES = 1024;
const TRAILER = /startxref\s+(\d+)\s+%%EOF/g;

/**
 * Passes an upload through unchanged while checking, cheaply and without holding it, that it is a PDF
 * by its content: the `%PDF-x.y` header line at the very start (refused as soon as the first bytes
 * differ, so a renamed file is stopped early) and, at the end, the `startxref {offset} %%EOF` trailer
 * pointing inside the file. Fails the stream with a PdfRejectedError otherwise.
 */
export function createPdfCheck(): Transform {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let size = 0;

  const headerProblem = (final: boolean): PdfRejectedError | null => {
    const prefix = head.subarray(0, MAGIC.length);
    if (!prefix.equals(MAGIC.subarray(0, prefix.length))) return new PdfRejectedError(PDF_REJECTIONS.notPdf);
    if (head.length < HEADER_BYTES && !final) return null;
    return HEADER_LINE.test(head.toString("latin1")) ? null : new PdfRejectedError(PDF_REJECTIONS.notPdf);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (head.length < HEADER_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEADER_BYTES - head.length)]);
        const problem = headerProblem(false);
        if (problem) return callback(problem);
      }
      // Copies, so the tail never keeps a whole chunk of the upload alive.
      tail =
        chunk.length >= TAIL_BYTES
          ? Buffer.from(chunk.subarray(chunk.length - TAIL_BYTES))
          : Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
      callback(null, chunk);
    },
    flush(callback) {
      if (size === 0) return callback(new PdfRejectedError(PDF_REJECTIONS.empty));
      const problem = headerProblem(true);
      if (problem) return callback(problem);
      // The last trailer counts: a PDF edited in place has one per revision.
      const trailer = [...tail.toString("latin1").matchAll(TRAILER)].pop();
      if (!trailer || Number(trailer[1]) >= size) return callback(new PdfRejectedError(PDF_REJECTIONS.incomplete));
      callback();
    },
  });
}
