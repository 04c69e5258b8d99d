import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-description.server";

describe("metaDescription", () => {
  it("keeps a text of up to 160 characters as it is", () => {
    const text = `${"word ".repeat(31)}last.`;
    expect(text).toHaveLength(160);
    expect(metaDescription(text)).toBe(text);
  });

  it("ends a longer text at its last whole word that fits, with an ellipsis", () => {
    const text = `${"a".repeat(150)} twelve chars and more words after it`;
    expect(metaDescription(text)).toBe(`${"a".repeat(150)} twelve…`);
    const exact = `${"b".repeat(159)} next`;
    expect(metaDescription(exact)).toBe(`${"b".repeat(159)}…`);
  });

  it("drops the stop or comma before the ellipsis", () => {
    const text = `${"c".repeat(140)}, ${"d".repeat(30)}`;
    expect(metaDescription(text)).toBe(`${"c".repeat(140)}…`);
  });

  it("cuts a text without spaces at the limit, never inside a surrogate pair", () => {
    expect(metaDescription("技".repeat(200))).toBe(`${"技".repeat(159)}…`);
    expect(metaDescription(`CTO ${"技".repeat(200)}`)).toBe(`CTO ${"技".repeat(155)}…`);
    const emoji = `${"x".repeat(158)}😀${"y".repeat(10)}`;
    expect(metaDescription(emoji)).toBe(`${"x".repeat(158)}…`);
  });
});
