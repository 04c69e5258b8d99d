import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatReadTime, truncate } from "./format";

describe("formatDate", () => {
  it("formats as a short US English date", () => {
    expect(formatDate("2024-01-05")).toBe("Jan 5, 2024");
    expect(formatDate("2024-01-05T00:00:00.000Z")).toBe("Jan 5, 2024");
    expect(formatDate("2023-12-31T12:00:00.000Z")).toBe("Dec 31, 2023");
  });

  it("uses the UTC calendar day, whatever the server's time zone", () => {
    expect(formatDate("2024-01-05T23:59:59.999Z")).toBe("Jan 5, 2024");
    expect(formatDate("2024-01-05T22:00:00.000-05:00")).toBe("Jan 6, 2024");
  });
});

describe("formatReadTime", () => {
  it("shows the read time in minutes", () => {
    expect(formatReadTime(12)).toBe("12 MIN READ");
    expect(formatReadTime(1)).toBe("1 MIN READ");
  });

  it("falls back to 5 minutes when the read time is missing or not positive", () => {
    expect(formatReadTime(undefined)).toBe("5 MIN READ");
    expect(formatReadTime(null)).toBe("5 MIN READ");
    expect(formatReadTime(0)).toBe("5 MIN READ");
    expect(formatReadTime(-3)).toBe("5 MIN READ");
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text at the limit with an ellipsis", () => {
    expect(truncate("Short summary", 60)).toBe("Short summary");
    expect(truncate("x".repeat(60), 60)).toBe("x".repeat(60));
    expect(truncate(`${"word ".repeat(20)}`, 60)).toBe(`${"word ".repeat(12).trimEnd()}...`);
    expect(truncate("It pays back. Then it costs more than anyone planned", 13)).toBe("It pays back...");
    expect(truncate("First, second, third", 6)).toBe("First...");
  });

  it("never cuts a character in half: an emoji or a letter with its accent straddling the limit is left out", () => {
    expect(truncate(`${"a".repeat(49)}😀 and more`, 50)).toBe(`${"a".repeat(49)}...`);
    expect(truncate(`${"b".repeat(47)}👩‍💻 and more`, 50)).toBe(`${"b".repeat(47)}...`);
    expect(truncate(`${"c".repeat(49)}e\u0301 and more`, 50)).toBe(`${"c".repeat(49)}...`);
    expect(truncate(`${"d".repeat(48)}😀 and more`, 50)).toBe(`${"d".repeat(48)}😀...`);
  });
});

describe("formatBytes", () => {
  it("names limits in the largest whole unit", () => {
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatBytes(10.5 * 1024 * 1024)).toBe("10.5 MB");
    expect(formatBytes(64 * 1024)).toBe("64 KB");
    expect(formatBytes(900)).toBe("900 bytes");
  });
});
