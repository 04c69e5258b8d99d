import { describe, expect, it } from "vitest";
import { asciiDownloadName, libraryDownloadName, libraryDownloadPath } from "./library-download";

describe("library download names", () => {
  it.each([
    ["Board Pack Q3", "Board Pack Q3.pdf"],
    ['The "CTO" Playbook', 'The "CTO" Playbook.pdf'],
    ["Q3/Q4 plan", "Q3-Q4 plan.pdf"],
    ["..\\..\\evil", "..-..-evil.pdf"],
    ["Line\r\nContent-Type: text/html", "Line-Content-Type: text-html.pdf"],
    ["戦略ロードマップ", "戦略ロードマップ.pdf"],
    ["   ", "resource.pdf"],
  ])("%j is saved as %j", (title, name) => {
    expect(libraryDownloadName(title)).toBe(name);
  });

  it.each([
    ["Résumé 戦略 plan.pdf", "Resume plan.pdf"],
    ["Überblick – Strategie ٪ עברית.pdf", "Uberblick Strategie.pdf"],
    ["Стратегия 2025.pdf", "2025.pdf"],
    // Saved as '.pdf', the file was hidden in the reader's folder.
    ["戦略ロードマップ.pdf", "resource.pdf"],
    ["עברית.pdf", "resource.pdf"],
  ])("has an ASCII stand-in for old clients: %j as %j", (name, fallback) => {
    expect(asciiDownloadName(name)).toBe(fallback);
  });

  it("puts the id into the path as one segment", () => {
    expect(libraryDownloadPath("abc-123")).toBe("/library/abc-123/download");
    expect(libraryDownloadPath("a/../b")).toBe("/library/a%2F..%2Fb/download");
  });
});
