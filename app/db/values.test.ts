import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, newId, normalizePage, toIsoString, toPage } from "./values";

describe("normalizePage", () => {
  it("defaults to the first page of 12", () => {
    expect(normalizePage({})).toEqual({ page: 1, pageSize: 12, offset: 0 });
  });

  it("computes the offset from page and page size", () => {
    expect(normalizePage({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20, offset: 40 });
    expect(normalizePage({ page: 2 })).toEqual({ page: 2, pageSize: 12, offset: 12 });
  });

  it("clamps the page size to 1..100", () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(normalizePage({ pageSize: 10_000 })).toEqual({ page: 1, pageSize: 100, offset: 0 });
    expect(normalizePage({ pageSize: 101 }).pageSize).toBe(100);
    expect(normalizePage({ pageSize: 100 }).pageSize).toBe(100);
    expect(normalizePage({ pageSize: 0 }).pageSize).toBe(1);
    expect(normalizePage({ pageSize: -5 }).pageSize).toBe(1);
    expect(normalizePage({ pageSize: Number.NaN }).pageSize).toBe(1);
    expect(normalizePage({ page: 5, pageSize: 10_000 })).toEqual({ page: 5, pageSize: 100, offset: 400 });
  });

  it("clamps the page to at least 1 and drops fractions", () => {
    expect(normalizePage({ page: 0 }).page).toBe(1);
    expect(normalizePage({ page: -3 }).page).toBe(1);
    expect(normalizePage({ page: Number.NaN }).page).toBe(1);
    expect(normalizePage({ page: 2.9, pageSize: 7.8 })).toEqual({ page: 2, pageSize: 7, offset: 7 });
  });
});

describe("toPage", () => {
  it("computes the page count and never reports fewer than one page", () => {
    expect(toPage(["a", "b"], 25, 1, 10)).toEqual({ items: ["a", "b"], total: 25, page: 1, pageSize: 10, pageCount: 3 });
    expect(toPage([], 20, 2, 10).pageCount).toBe(2);
    expect(toPage([], 0, 1, 12).pageCount).toBe(1);
  });
});

describe("toIsoString", () => {
  it("normalizes ISO text and Date values to UTC ISO-8601", () => {
    expect(toIsoString("2024-01-05T10:00:00.000Z")).toBe("2024-01-05T10:00:00.000Z");
    expect(toIsoString("2024-01-05T10:00:00+02:00")).toBe("2024-01-05T08:00:00.000Z");
    expect(toIsoString(new Date(Date.UTC(2024, 0, 5, 10)))).toBe("2024-01-05T10:00:00.000Z");
  });
});

describe("newId", () => {
  it("returns a fresh UUID each time", () => {
    const a = newId();
    const b = newId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
