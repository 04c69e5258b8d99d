import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "./request-guards";

describe("bodyLimitFor", () => {
  it("gives forms 64 KB, the article form 2 MB, and leaves uploads to bound themselves", () => {
    expect(bodyLimitFor("/signin")).toBe(64 * 1024);
    expect(bodyLimitFor("/api/newsletter")).toBe(64 * 1024);
    expect(bodyLimitFor("/admin")).toBe(2 * 1024 * 1024);
    expect(bodyLimitFor("/admin.data")).toBe(2 * 1024 * 1024);
    expect(bodyLimitFor("/admin/articles/edit/some-slug")).toBe(2 * 1024 * 1024);
    expect(bodyLimitFor("/admin/images")).toBeNull();
    expect(bodyLimitFor("/library/upload")).toBeNull();
    expect(bodyLimitFor("/library/upload.data")).toBeNull();
    expect(bodyLimitFor("/library/some-id/delete")).toBe(64 * 1024);
    expect(bodyLimitFor("/admin/leads")).toBe(64 * 1024);
  });
});
