import { describe, expect, it } from "vitest";
import { maskEmail, redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("drops the query of auth paths, where tokens travel", () => {
    expect(redactUrl("/api/auth/verify-email?token=abc.def&callbackURL=%2F")).toBe("/api/auth/verify-email?[redacted]");
    expect(redactUrl("/reset-password?token=s3cr3t")).toBe("/reset-password?[redacted]");
    expect(redactUrl("/reset-password.data?token=s3cr3t")).toBe("/reset-password.data?[redacted]");
    expect(redactUrl("/api/auth/reset-password/s3cr3t?callbackURL=%2Freset-password")).toBe(
      "/api/auth/reset-password/[redacted]?[redacted]",
    );
    expect(redactUrl("/api/auth/reset-password/s3cr3t")).toBe("/api/auth/reset-password/[redacted]");
  });

  it("redacts secret and personal parameters anywhere, keeps the rest", () => {
    expect(redactUrl("/admin/logs?action=Logged+In&email=chief%40example.com")).toBe(
      "/admin/logs?action=Logged%20In&email=[redacted]",
    );
    expect(redactUrl("/search?q=cloud&token=x")).toBe("/search?q=cloud&token=[redacted]");
    expect(redactUrl("/all-articles")).toBe("/all-articles");
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskEmail("chief@example.com")).toBe("c***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
  });
});
