import { Readable } from "node:stream";

/**
 * A real one-page PDF (catalog, page tree, page, content stream, cross-reference table, trailer) whose
 * content stream is padded with `paddingBytes` of comment lines, for uploads of any size. As a stream
 * it never holds the padding, so benchmarks can send 100 MB without building it in memory.
 */
export function pdfStream({ paddingBytes = 0, text = "Board pack" } = {}): { stream: Readable; size: number } {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
  ];
  const drawing = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET\n`;
  const contentLength = drawing.length + paddingBytes;
  let head = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(head.length);
    head += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  offsets.push(head.length);
  head += `4 0 obj\n<< /Length ${contentLength} >>\nstream\n${drawing}`;
  const afterPadding = head.length + paddingBytes;
  let end = "\nendstream\nendobj\n";
  const xref = afterPadding + end.length;
  end += `xref\n0 5\n0000000000 65535 f \n`;
  end += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  end += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

  const line = Buffer.from(`%${"x".repeat(62)}\n`, "latin1");
  function* chunks() {
    yield Buffer.from(head, "latin1");
    let left = paddingBytes;
    const block = Buffer.concat(Array.from({ length: 1024 }, () => line));
    while (left > 0) {
      const size = Math.min(left, block.length);
      yield block.subarray(0, size);
      left -= size;
    }
    yield Buffer.from(end, "latin1");
  }
  return {
    stream: Readable.from(chunks(), { objectMode: false }),
    size: afterPadding + Buffer.byteLength(end, "latin1"),
  };
}

/** The same PDF as bytes, for small uploads. */
export async function pdfBytes(options: { paddingBytes?: number; text?: string } = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdfStream(options).stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
