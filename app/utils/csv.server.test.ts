import { describe, expect, it } from "vitest";
import { csvChunks, csvFileDate, csvTimestamp, neutralizeCell } from "./csv.server";

async function* batches(...items: string[][][]) {
  for (const batch of items) yield batch;
}

describe("CSV exports", () => {
  it("makes one chunk for the header and one per batch, every value quoted and formulas neutralized", async () => {
    const chunks: string[] = [];
    const rows = batches(
      [["Ada", "=1+1"]],
      [
        ["Grace", ""],
        ['say "hi"', "@SUM(A1)"],
      ],
    );
    for await (const chunk of csvChunks(["Name", "Note"], rows)) chunks.push(chunk);
    expect(chunks).toEqual(['"Name","Note"\r\n', '"Ada","\'=1+1"\r\n', '"Grace",""\r\n"say ""hi""","\'@SUM(A1)"\r\n']);
  });

  it("reads the next batch only when the previous chunk was taken", async () => {
    let read = 0;
    async function* counted() {
      for (let batch = 0; batch < 3; batch += 1) {
        read += 1;
        yield [[String(batch)]];
      }
    }
    const chunks = csvChunks(["n"], counted());
    await chunks.next();
    await chunks.next();
    expect(read).toBe(1);
    await chunks.return(undefined);
    expect(read).toBe(1);
  });

  it("neutralizes every formula start and formats the spec's timestamps and file dates", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(neutralizeCell(`${start}x`)).toBe(`'${start}x`);
    expect(neutralizeCell("plain")).toBe("plain");
    expect(csvTimestamp("2024-01-05T09:08:07.123Z")).toBe("2024-01-05 09:08:07");
    expect(csvFileDate(new Date("2024-01-05T23:59:59Z"))).toBe("2024-01-05");
  });
});
