import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalescing-stream.server";

function collect(stream: CoalescingStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe("CoalescingStream", () => {
  it("sends pieces written in the same tick as one chunk, and a later piece on its own", async () => {
    let finished = 0;
    const stream = new CoalescingStream(() => (finished += 1));
    const chunks = collect(stream);
    for (const piece of ["<html>", "<body>", "<p>one</p>"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.end(Buffer.from("<p>later</p>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.map(String)).toEqual(["<html><body><p>one</p>", "<p>later</p>"]);
    expect(finished).toBe(1);
  });

  it("sends a batch at once when it reaches 64 KB", () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    for (let index = 0; index < 40; index += 1) stream.write(Buffer.alloc(2048, index));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.length).toBe(32 * 2048);
    expect(chunks[0]!.subarray(31 * 2048)).toEqual(Buffer.alloc(2048, 31));
  });
});
