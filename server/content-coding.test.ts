import { describe, expect, it } from "vitest";
import { compressible, preferredCoding } from "./content-coding";

describe("preferredCoding", () => {
  const both = () => true;

  it("sends brotli to browsers, which list it after gzip with the same weight", () => {
    expect(preferredCoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredCoding("GZIP, BR", both)).toBe("br");
  });

  it("follows the client's weights and never sends a coding it refused", () => {
    expect(preferredCoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0.1", both)).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0", both)).toBeUndefined();
    expect(preferredCoding("*;q=0", both)).toBeUndefined();
    expect(preferredCoding("br;q=nonsense, gzip", both)).toBe("gzip");
  });

  it("reads a wildcard as every coding, and leaves identity-only and silent clients to the plain file", () => {
    expect(preferredCoding("*", both)).toBe("br");
    expect(preferredCoding("gzip;q=0.2, *;q=0.8", both)).toBe("br");
    expect(preferredCoding("identity", both)).toBeUndefined();
    expect(preferredCoding("", both)).toBeUndefined();
    expect(preferredCoding(undefined, both)).toBeUndefined();
  });

  it("chooses only among the copies the build wrote", () => {
    expect(preferredCoding("gzip, br", (coding) => coding === "gzip")).toBe("gzip");
    expect(preferredCoding("br", (coding) => coding === "gzip")).toBeUndefined();
  });
});

describe("compressible", () => {
  it("leaves a body its strong ETag names as it is, and compresses one with a weak tag or none", () => {
    expect(compressible('"abc"')).toBe(false);
    expect(compressible('W/"abc"')).toBe(true);
    expect(compressible(undefined)).toBe(true);
  });
});
