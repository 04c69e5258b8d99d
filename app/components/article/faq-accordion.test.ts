import { describe, expect, it } from "vitest";
import { FAQ_HEADING_LIMIT, truncateFaqHeading, visibleFaqs } from "./faq-accordion";

describe("visibleFaqs", () => {
  it("drops entries with a blank question or answer and keeps the order of the rest", () => {
    const faqs = [
      { question: "First?", answer: "Yes." },
      { question: "", answer: "Orphan answer." },
      { question: "No answer?", answer: "" },
      { question: "   ", answer: "Whitespace question." },
      { question: "Whitespace answer?", answer: " \n\t " },
      { question: "Last?", answer: "Also yes." },
    ];
    expect(visibleFaqs(faqs)).toEqual([
      { question: "First?", answer: "Yes." },
      { question: "Last?", answer: "Also yes." },
    ]);
  });

  it("returns an empty list when nothing is complete", () => {
    expect(visibleFaqs([])).toEqual([]);
    expect(visibleFaqs([{ question: "", answer: "" }])).toEqual([]);
  });
});

describe("truncateFaqHeading", () => {
  it("keeps questions of up to 50 characters unchanged", () => {
    expect(FAQ_HEADING_LIMIT).toBe(50);
    expect(truncateFaqHeading("Short?")).toBe("Short?");
    const exactly50 = "x".repeat(49) + "?";
    expect(exactly50).toHaveLength(50);
    expect(truncateFaqHeading(exactly50)).toBe(exactly50);
  });

  it("cuts longer questions at 50 characters and adds '...'", () => {
    const long = "a".repeat(50) + "bcdef";
    expect(truncateFaqHeading(long)).toBe("a".repeat(50) + "...");
    expect(truncateFaqHeading("y".repeat(51))).toBe("y".repeat(50) + "...");
  });

  it("does not leave a trailing space before the ellipsis", () => {
    const question = "How should a CTO report technology risk to the board every quarter?";
    const truncated = truncateFaqHeading(question);
    expect(question.slice(0, 50)).toBe("How should a CTO report technology risk to the boa");
    expect(truncated).toBe("How should a CTO report technology risk to the boa...");

    const spaceAt50 = "word ".repeat(10) + "more words";
    expect(truncateFaqHeading(spaceAt50)).toBe("word ".repeat(10).trimEnd() + "...");
    expect(truncateFaqHeading(spaceAt50).length).toBeLessThanOrEqual(53);
  });
});
