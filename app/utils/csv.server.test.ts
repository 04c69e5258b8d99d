import { describe, expect, it } from "vitest";
import { csvChunks, csvFileDate, csvTimestamp, exportTimeZone, neutralizeCell } from "./csv.server";

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

  it("gives the event loop a turn between batches read at once, so other requests are answered during an export", async () => {
    let batchesBeforeOtherWork: number | undefined;
    let read = 0;
    async function* readAtOnce() {
      for (let batch = 0; batch < 5; batch += 1) {
        read += 1;
        yield [[String(batch)]];
      }
    }
    setImmediate(() => (batchesBeforeOtherWork = read));
    for await (const _chunk of csvChunks(["n"], readAtOnce()));
    expect(batchesBeforeOtherWork).toBe(1);
  });

  it("neutralizes every formula start and formats the spec's timestamps and file dates", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(neutralizeCell(`${start}x`)).toBe(`'${start}x`);
    expect(neutralizeCell("plain")).toBe("plain");
    expect(csvTimestamp("2024-01-05T09:08:07.123Z", "UTC")).toBe("2024-01-05 09:08:07");
    expect(csvFileDate(new Date("2024-01-05T23:59:59Z"), "UTC")).toBe("2024-01-05");
  });

  it("writes times and the file's date on the clock of the admin's time zone, midnight as 00", () => {
    const newYork = (iso: string) => csvTimestamp(iso, "America/New_York");
    expect(newYork("2026-11-26T17:47:51.000Z")).toBe("2026-11-26 12:47:51");
    expect(newYork("2026-03-08T07:30:00.000Z")).toBe("2026-03-08 03:30:00");
    expect(newYork("2026-01-01T05:00:00.000Z")).toBe("2026-01-01 00:00:00");
    expect(csvTimestamp("2024-01-05T20:00:00.000Z", "Asia/Kolkata")).toBe("2024-01-06 01:30:00");
    expect(csvFileDate(new Date("2024-01-05T20:00:00Z"), "Asia/Kolkata")).toBe("2024-01-06");
  });

  it("takes the zone the browser names when the server knows it, else the publication's", () => {
    expect(exportTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    for (const asked of [undefined, "", "Mars/Olympus_Mons", ["Europe/Berlin"], "x".repeat(65)]) {
      expect(exportTimeZone(asked)).toBe("UTC");
    }
  });
});
