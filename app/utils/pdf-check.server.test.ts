import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { pdfBytes } from "../../tests/setup/pdf";
import { createPdfCheck, PDF_REJECTIONS, PdfRejectedError } from "./pdf-check.server";

/** Sends `bytes` through the check in chunks of `chunkSize`; resolves with what came out. */
async function check(bytes: Buffer, chunkSize = 7): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize)
    chunks.push(bytes.subarray(offset, offset + chunkSize));
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), createPdfCheck(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk);
  });
  return Buffer.concat(out);
}

describe("the PDF check", () => {
  it("passes a PDF through unchanged, whatever the chunking", async () => {
    const pdf = await pdfBytes({ paddingBytes: 5000 });
    for (const size of [1, 3, 9, 1000, 65_536]) expect((await check(pdf, size)).equals(pdf), String(size)).toBe(true);
  });

  it("accepts versions 1.0 to 1.7 and 2.0, and trailing bytes after the end marker", async () => {
    const pdf = await pdfBytes();
    for (const version of ["1.0", "1.4", "2.0"]) {
      await expect(check(Buffer.concat([Buffer.from(`%PDF-${version}`), pdf.subarray(8)]))).resolves.toBeDefined();
    }
    await expect(check(Buffer.concat([pdf, Buffer.from("\r\n\0\0")]))).resolves.toBeDefined();
  });

  it.each([
    ["an empty file", Buffer.alloc(0), PDF_REJECTIONS.empty],
    ["a text file renamed to .pdf", Buffer.from("Quarterly numbers, see attached"), PDF_REJECTIONS.notPdf],
    ["a PNG renamed to .pdf", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), PDF_REJECTIONS.notPdf],
    ["the magic bytes alone", Buffer.from("%PDF-"), PDF_REJECTIONS.notPdf],
    ["an unknown version", Buffer.from("%PDF-9.9\n%%EOF"), PDF_REJECTIONS.notPdf],
    ["a header past the first byte", Buffer.from(" %PDF-1.7\nstartxref\n1\n%%EOF"), PDF_REJECTIONS.notPdf],
    ["a header without its end of line", Buffer.from("%PDF-1.7 startxref\n1\n%%EOF"), PDF_REJECTIONS.notPdf],
    ["a cut-off PDF", Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"), PDF_REJECTIONS.incomplete],
    ["an end marker without its cross-reference", Buffer.from("%PDF-1.7\n%%EOF\n"), PDF_REJECTIONS.incomplete],
    [
      "a cross-reference pointing outside the file",
      Buffer.from("%PDF-1.7\nstartxref\n99999\n%%EOF\n"),
      PDF_REJECTIONS.incomplete,
    ],
  ])("refuses %s with a message that says why", async (_label, bytes, message) => {
    const error = await check(bytes).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfRejectedError);
    expect((error as Error).message).toBe(message);
  });

  it("refuses a renamed file at its first bytes, before the rest arrives", async () => {
    let pulled = 0;
    const source = new Readable({
      read() {
        pulled += 1;
        this.push(pulled > 1000 ? null : Buffer.alloc(64 * 1024, "A"));
      },
    });
    await expect(
      pipeline(source, createPdfCheck(), async (out: AsyncIterable<Buffer>) => {
        for await (const _chunk of out);
      }),
    ).rejects.toThrow(PDF_REJECTIONS.notPdf);
    expect(pulled).toBeLessThan(5);
  });
});
