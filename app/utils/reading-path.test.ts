import { describe, expect, it } from "vitest";
import { readReadingPath } from "./reading-path";
import { MAX_READING_STEPS, recordReadingStep } from "./record-reading-step";

/** Browser storage as the Web Storage API defines it, over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 9, minute));

describe("reading path", () => {
  it("records articles and downloads in order, oldest first", () => {
    const storage = memoryStorage();
    recordReadingStep({ kind: "article", title: "DORA metrics", path: "/article/dora" }, storage, at(1));
    recordReadingStep({ kind: "download", title: "Board pack", path: "/library" }, storage, at(2));
    expect(readReadingPath(storage)).toEqual([
      { kind: "article", title: "DORA metrics", path: "/article/dora", at: at(1).toISOString() },
      { kind: "download", title: "Board pack", path: "/library", at: at(2).toISOString() },
    ]);
  });

  it("moves a re-read page to the end instead of repeating it", () => {
    const storage = memoryStorage();
    recordReadingStep({ kind: "article", title: "A", path: "/article/a" }, storage, at(1));
    recordReadingStep({ kind: "article", title: "B", path: "/article/b" }, storage, at(2));
    recordReadingStep({ kind: "article", title: "A", path: "/article/a" }, storage, at(3));
    expect(readReadingPath(storage).map((step) => step.path)).toEqual(["/article/b", "/article/a"]);
  });

  it("keeps only the last 20 steps", () => {
    const storage = memoryStorage();
    for (let index = 0; index < 25; index += 1) {
      recordReadingStep({ kind: "article", title: `Article ${index}`, path: `/article/${index}` }, storage, at(index));
    }
    const steps = readReadingPath(storage);
    expect(steps).toHaveLength(MAX_READING_STEPS);
    expect(steps[0]?.path).toBe("/article/5");
    expect(steps.at(-1)?.path).toBe("/article/24");
  });

  it("treats tampered or corrupt storage as an empty path", () => {
    expect(readReadingPath(memoryStorage({ "reading-path": "not json" }))).toEqual([]);
    expect(
      readReadingPath(memoryStorage({ "reading-path": JSON.stringify([{ kind: "cookie", title: "x", path: "/" }]) })),
    ).toEqual([]);
    // Paths another site could hide behind: each alone makes the stored path unreadable.
    for (const path of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:window.__xss=1"]) {
      const step = { kind: "article", title: "x", path, at: at(1).toISOString() };
      expect(readReadingPath(memoryStorage({ "reading-path": JSON.stringify([step]) })), path).toEqual([]);
    }
  });

  it("leaves out a tampered step and keeps the valid ones around it", () => {
    const storage = memoryStorage({
      "reading-path": JSON.stringify([
        { kind: "article", title: "A", path: "/article/a", at: at(1).toISOString() },
        { kind: "cookie", title: "x", path: "/" },
        "not a step",
      ]),
    });
    recordReadingStep({ kind: "article", title: "B", path: "/article/b" }, storage, at(2));
    expect(readReadingPath(storage).map((step) => step.path)).toEqual(["/article/a", "/article/b"]);
  });

  it("never throws when storage refuses to write", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => recordReadingStep({ kind: "article", title: "A", path: "/article/a" }, full)).not.toThrow();
  });
});
