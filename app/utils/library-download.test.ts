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

  it("has an ASCII stand-in for old clients", () => {
    expect(asciiDownloadName("Résumé 戦略 plan.pdf")).toBe("Resume plan.pdf");
  });

  it("puts the id into the path as one segment", () => {
    expect(libraryDownloadPath("abc-123")).toBe("/library/abc-123/download");
    expect(libraryDownloadPath("a/../b")).toBe("/library/a%2F..%2Fb/download");
  });
});
