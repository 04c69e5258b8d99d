import { z } from "~/utils/zod";
import { asOneLine, hasNoControlCharacters } from "~/validation/text";
import { MAX_READING_STEPS, READING_PATH_KEY, type StepStorage } from "./record-reading-step";

export { MAX_READING_STEPS };

/**
 * What a visitor read and downloaded in this browser session before getting in touch, so sales knows
 * what the prospect cares about. First-party and session-scoped: kept in sessionStorage, never in a
 * cookie, and sent only with a lead the visitor submits. Steps are recorded by `recordReadingStep`.
 */
export const ReadingStepSchema = z.object({
  kind: z.enum(["article", "download"]),
  // One line, as a lead's answers are: the title is a line of the sales email.
  title: z.string().transform(asOneLine).pipe(z.string().min(1).max(300).refine(hasNoControlCharacters)),
  // A path on this site: "//host" and "/\host" are other sites to a browser, and the admin's lead table links it.
  path: z
    .string()
    .regex(/^\/(?![/\\])/)
    .max(500),
  at: z.iso.datetime(),
});

export type ReadingStep = z.infer<typeof ReadingStepSchema>;

/** The valid steps recorded in this session, oldest first; anything unreadable is left out. */
export function readReadingPath(storage: StepStorage = sessionStorage): ReadingStep[] {
  try {
    const stored = z.array(z.unknown()).safeParse(JSON.parse(storage.getItem(READING_PATH_KEY) ?? "[]"));
    if (!stored.success) return [];
    return stored.data
      .flatMap((entry) => {
        const step = ReadingStepSchema.safeParse(entry);
        return step.success ? [step.data] : [];
      })
      .slice(-MAX_READING_STEPS);
  } catch {
    return [];
  }
}
