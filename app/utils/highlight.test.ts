import { describe, expect, it } from "vitest";
import { highlightSegments } from "./highlight";

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe("highlightSegments", () => {
  it("marks whole words that start with a term, whatever their case", () => {
    expect(highlightSegments("Planning a Database Migration for MIGRATING teams", ["migrat"])).toEqual([
      { text: "Planning a Database ", match: false },
      { text: "Migration", match: true },
      { text: " for ", match: false },
      { text: "MIGRATING", match: true },
      { text: " teams", match: false },
    ]);
  });

  it("keeps every character of the text, in order", () => {
    const text = "Cloud costs, cloud-native teams and the Cloudflare outage.";
    const segments = highlightSegments(text, ["cloud", "team"]);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
    expect(marked(text, ["cloud", "team"])).toEqual(["Cloud", "cloud", "teams", "Cloudflare"]);
  });

  it("marks words with or without their accents, as the search matches them", () => {
    const text = "A Café in Zürich, the cafe of Société Générale: naïve.";
    expect(marked(text, ["cafe"])).toEqual(["Café", "cafe"]);
    expect(marked(text, ["café", "zurich", "societe", "naive"])).toEqual([
      "Café",
      "Zürich",
      "cafe",
      "Société",
      "naïve",
    ]);
    expect(
      highlightSegments(text, ["generale"])
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
  });

  it("does not mark a term found inside a word", () => {
    expect(marked("Remigration and emigration", ["migration"])).toEqual([]);
  });

  it("marks several terms and adjacent words separately", () => {
    expect(highlightSegments("data platform", ["data", "platform"])).toEqual([
      { text: "data", match: true },
      { text: " ", match: false },
      { text: "platform", match: true },
    ]);
  });

  it("treats regex special characters in terms as plain text", () => {
    expect(marked("C++ (beta) a.b axb a*b bbb", ["c++", "(beta", "a.b", "a*", "[", "\\", "$^|?{}/"])).toEqual([
      "C++",
      "(beta",
      "a.b",
      "a*b",
    ]);
    expect(() => highlightSegments("anything", ["(", ")", "[", "]", "*", "+", "?", "\\", "|", "-"])).not.toThrow();
  });

  it("matches letters and digits of any script", () => {
    expect(marked("Über große Änderungen in 2025 und 2024", ["über", "änder", "2025"])).toEqual([
      "Über",
      "Änderungen",
      "2025",
    ]);
  });

  it("returns the text as one plain segment without terms, and nothing for empty text", () => {
    expect(highlightSegments("Plain text", [])).toEqual([{ text: "Plain text", match: false }]);
    expect(highlightSegments("Plain text", [""])).toEqual([{ text: "Plain text", match: false }]);
    expect(highlightSegments("", ["plain"])).toEqual([]);
  });
});
