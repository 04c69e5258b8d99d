import { describe, expect, it } from "vitest";
import { emailAddress, isEmailAddress } from "./email";

describe("isEmailAddress", () => {
  it("accepts ordinary addresses", () => {
    expect(isEmailAddress("reader@example.com")).toBe(true);
    expect(isEmailAddress("first.last+news@sub.example.co.uk")).toBe(true);
  });

  it.each(["", "reader", "reader@", "@example.com", "reader@example", "two words@example.com", "a@b@example.com"])(
    "refuses %j",
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );

  it("caps the local part at 64 characters and the address at 254 (RFC 5321)", () => {
    expect(isEmailAddress(`${"a".repeat(64)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${"a".repeat(65)}@example.com`)).toBe(false);
    expect(isEmailAddress(`${"a".repeat(300)}@example.com`)).toBe(false);
    const domain = `${["a".repeat(63), "b".repeat(63), "c".repeat(63)].join(".")}.com`;
    expect(`${"d".repeat(58)}@${domain}`).toHaveLength(254);
    expect(isEmailAddress(`${"d".repeat(58)}@${domain}`)).toBe(true);
    expect(isEmailAddress(`${"d".repeat(59)}@${domain}`)).toBe(false);
  });
});

describe("emailAddress", () => {
  it("trims, and says what is wrong with the given message", () => {
    expect(emailAddress("Please enter a valid email address.").parse("  reader@example.com ")).toBe(
      "reader@example.com",
    );
    const result = emailAddress("Please enter a valid email address.").safeParse("reader@");
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address.");
  });
});
