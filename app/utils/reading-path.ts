import { z } from "~/utils/zod";

/**
 * What a visitor read and downloaded in this browser session before getting in touch, so sales knows
 * what the prospect cares about. First-party and session-scoped: kept in sessionStorage, never in a
 * cookie, and sent only with a lead the visitor submits.
 */
export const ReadingStepSchema = z.object({
  kind: z.enum(["article", "download"]),
  title: z.string().trim().min(1).max(300),
  // A path on this site: "//host" and "/\host" are other sites to a browser, and the admin's lead table links it.
  path: z
    .string()
    .regex(/^\/(?![/\\])/)
    .max(500),
  at: z.iso.datetime(),
});

export type ReadingStep = z.infer<typeof ReadingStepSchema>;

export const MAX_READING_STEPS = 20;
const STORAGE_KEY = "reading-path";

type StepStorage = Pick<Storage, "getItem" | "setItem">;

/** The steps recorded in this session, oldest first; anything unreadable counts as none. */
export function readReadingPath(storage: StepStorage = sessionStorage): ReadingStep[] {
  try {
    const parsed = z.array(ReadingStepSchema).safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]"));
    return parsed.success ? parsed.data.slice(-MAX_READING_STEPS) : [];
  } catch {
    return [];
  }
}

/** Adds a step, keeping the last 20; reading the same page again moves it to the end instead of repeating it. */
export function recordReadingStep(
  step: Omit<ReadingStep, "at">,
  storage: StepStorage = sessionStorage,
  now = new Date(),
): void {
  const steps = readReadingPath(storage).filter(
    (existing) => !(existing.kind === step.kind && existing.path === step.path),
  );
  steps.push({ ...step, at: now.toISOString() });
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(steps.slice(-MAX_READING_STEPS)));
  } catch {
    // Storage full or disabled (private mode): the path is a nicety, never a reason to fail.
  }
}
