import { describe, expect, it } from "vitest";
import { createObjectKey, objectKeyVariant, parseObjectKey, sanitizeFileName } from "./object-key";

describe("sanitizeFileName", () => {
  it.each([
    ["Board Pack Q3.pdf", "Board-Pack-Q3.pdf"],
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\system.ini", "system.ini"],
    ["/absolute/path/report.pdf", "report.pdf"],
    ["résumé café.pdf", "resume-cafe.pdf"],
    ["..", "file"],
    ["", "file"],
    ["....pdf", "pdf"],
    ["name..with...dots.pdf", "name.with.dots.pdf"],
    ["戦略.pdf", "pdf"],
    ["a\u0000b\nc.pdf", "a-b-c.pdf"],
  ])("%j becomes %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("caps the length and keeps the extension", () => {
    const name = sanitizeFileName(`${"x".repeat(300)}.pdf`);
    expect(name).toHaveLength(100);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("object keys", () => {
  it("are the bucket, the timestamp, a random part and the sanitized name", () => {
    expect(createObjectKey("library", "../Board Pack.pdf", new Date(1_700_000_000_000))).toMatch(
      /^library\/1700000000000-[0-9a-f]{8}-Board-Pack\.pdf$/,
    );
  });

  it("differ for the same name in the same millisecond, and still parse", () => {
    const now = new Date(1_700_000_000_000);
    const first = createObjectKey("library", "Board Pack.pdf", now);
    const second = createObjectKey("library", "Board Pack.pdf", now);
    expect(first).not.toBe(second);
    expect([parseObjectKey(first), parseObjectKey(second)]).toEqual([first, second]);
  });

  it("accept only keys of our own shape when read back", () => {
    expect(parseObjectKey("library/1700000000000-Board-Pack.pdf")).toBe("library/1700000000000-Board-Pack.pdf");
    for (const bad of [
      "library/../secret",
      "library/a/../../b",
      "/etc/passwd",
      "other-bucket/1-a.pdf",
      "library/",
      "library/.hidden",
      "library\\1-a.pdf",
      "library/1 a.pdf",
      "library/a..b",
    ]) {
      expect(parseObjectKey(bad), bad).toBeNull();
    }
  });
});

describe("object key variants", () => {
  it("name a sibling object and refuse anything that is not a plain suffix", () => {
    const key = createObjectKey("article-images", "Banner", new Date(1_700_000_000_000));
    expect(objectKeyVariant(key, "800w.webp")).toMatch(/^article-images\/1700000000000-[0-9a-f]{8}-Banner-800w\.webp$/);
    expect(parseObjectKey(objectKeyVariant(key, "og.jpg"))).not.toBeNull();
    for (const bad of ["../x", "a/b", "", "-x", "a..b", "x y"]) {
      expect(() => objectKeyVariant(key, bad), bad).toThrow(/invalid object key suffix/);
    }
  });
});
