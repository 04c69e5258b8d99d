import { describe, expect, it } from "vitest";
import { pageFromSearchParams } from "./pagination";

const pageOf = (query: string) => pageFromSearchParams(new URLSearchParams(query));

describe("pageFromSearchParams", () => {
  it("reads a positive whole page number", () => {
    expect(pageOf("page=1")).toBe(1);
    expect(pageOf("page=2")).toBe(2);
    expect(pageOf("category=cloud&page=37")).toBe(37);
  });

  it("defaults to the first page when ?page= is missing or empty", () => {
    expect(pageOf("")).toBe(1);
    expect(pageOf("page=")).toBe(1);
  });

  it.each(["0", "-1", "-20", "2.5", "abc", "NaN", "Infinity", "1e400", "9007199254740993"])(
    "falls back to the first page for page=%s",
    (value) => {
      expect(pageOf(`page=${encodeURIComponent(value)}`)).toBe(1);
    },
  );

  it("uses the first value when ?page= is repeated", () => {
    expect(pageOf("page=3&page=9")).toBe(3);
  });
});
