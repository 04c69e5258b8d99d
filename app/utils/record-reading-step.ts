/**
 * Recording a step of the reading path, without its validation: the article and library pages record a
 * step on every visit, and zod would more than double the code those pages load. Whatever the storage
 * holds is checked when it is read to be sent with a lead (`readReadingPath`) and again by the server.
 */
export const MAX_READING_STEPS = 20;
export const READING_PATH_KEY = "reading-path";

export type StepStorage = Pick<Storage, "getItem" | "setItem">;

export interface NewReadingStep {
  kind: "article" | "download";
  title: string;
  path: string;
}

function storedEntries(storage: StepStorage): unknown[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(READING_PATH_KEY) ?? "[]");
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

const isSamePage = (entry: unknown, step: NewReadingStep) =>
  typeof entry === "object" &&
  entry !== null &&
  "kind" in entry &&
  "path" in entry &&
  entry.kind === step.kind &&
  entry.path === step.path;

/** Adds a step, keeping the last 20; reading the same page again moves it to the end instead of repeating it. */
export function recordReadingStep(step: NewReadingStep, storage: StepStorage = sessionStorage, now = new Date()): void {
  try {
    const steps = storedEntries(storage).filter((entry) => !isSamePage(entry, step));
    steps.push({ ...step, at: now.toISOString() });
    storage.setItem(READING_PATH_KEY, JSON.stringify(steps.slice(-MAX_READING_STEPS)));
  } catch {
    // Storage full or disabled (private mode): the path is a nicety, never a reason to fail.
  }
}
