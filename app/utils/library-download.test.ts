import { describe, expect, it } from "vitest";
import { asciiDownloadName, libraryDownloadName, libraryDownloadPath } from "./library-download";

describe("library download names", () => {
  it.each([
    ["Board Pack Q3", "Board Pack Q3.pdf"],
    ['The "CTO" Playbook', 'The "CTO" Playbook.pdf'],
    ["Q3/Q4 plan", "Q3-Q4 plan.pdf"],
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

  it("keeps a long non-Latin title's name within 255 bytes of UTF-8, cut between letters, '.pdf' kept", () => {
    const title = "戦略ロードマップ".repeat(25);
    const name = libraryDownloadName(title);
    expect(name.endsWith(".pdf")).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    // 3 bytes a letter: 83 of them and '.pdf' fill 253 bytes, and no letter is cut in half.
    expect(name).toBe(`${Array.from(title).slice(0, 83).join("")}.pdf`);
    const emoji = libraryDownloadName("👩‍💻".repeat(30));
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(255);
    expect(emoji).toBe(`${"👩‍💻".repeat(22)}.pdf`);
  });

  it.each([
    [".hidden", "hidden.pdf"],
    [". . .profile", "profile.pdf"],
    ["...", "resource.pdf"],
    ["..\\..\\evil", "-..-evil.pdf"],
  ])("never names a file to be hidden: %j is saved as %j", (title, name) => {
    expect(libraryDownloadName(title)).toBe(name);
  });

  it("gives an ASCII stand-in that is neither hidden nor longer than 255 bytes", () => {
    expect(asciiDownloadName(libraryDownloadName("戦略 .env"))).toBe("env.pdf");
    const long = asciiDownloadName(libraryDownloadName("ⅷ".repeat(200)));
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long).toBe(`${"viii".repeat(62)}vii.pdf`);
  });

  it("puts the id into the path as one segment", () => {
    expect(libraryDownloadPath("abc-123")).toBe("/library/abc-123/download");
    expect(libraryDownloadPath("a/../b")).toBe("/library/a%2F..%2Fb/download");
  });
});
