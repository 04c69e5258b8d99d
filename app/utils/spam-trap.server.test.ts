import { beforeAll, describe, expect, it } from "vitest";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from "./spam-trap";
import type * as SpamTrapServer from "./spam-trap.server";

type SpamTrap = typeof SpamTrapServer;
let trap: SpamTrap;

beforeAll(async () => {
  process.env.SESSION_SECRET = "spam-trap-test-secret-that-is-long-enough-0";
  trap = await import("./spam-trap.server");
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("spam trap", () => {
  const servedAt = Date.UTC(2025, 0, 1, 12);

  it("lets a form through that was opened longer ago than the minimum fill time", () => {
    const token = trap.issueFormToken(servedAt);
    expect(trap.sentTooSoon(form({ [FORM_STARTED_FIELD]: token }), servedAt + MIN_FILL_MS)).toBe(false);
    // A tab left open for a week still works.
    expect(trap.sentTooSoon(form({ [FORM_STARTED_FIELD]: token }), servedAt + 7 * 86_400_000)).toBe(false);
  });

  it("catches a form sent faster than a person can fill it", () => {
    const token = trap.issueFormToken(servedAt);
    expect(trap.sentTooSoon(form({ [FORM_STARTED_FIELD]: token }), servedAt + MIN_FILL_MS - 1)).toBe(true);
  });

  it("catches a missing form time and a forged or backdated one", () => {
    const token = trap.issueFormToken(servedAt);
    const later = servedAt + 60_000;
    expect(trap.sentTooSoon(form({}), later)).toBe(true);
    const [, signature] = token.split(".");
    expect(trap.sentTooSoon(form({ [FORM_STARTED_FIELD]: `${servedAt - 3_600_000}.${signature}` }), later)).toBe(true);
    expect(trap.sentTooSoon(form({ [FORM_STARTED_FIELD]: `${servedAt}.forged` }), later)).toBe(true);
    expect(trap.sentTooSoon(form({ [FORM_STARTED_FIELD]: "not a token" }), later)).toBe(true);
  });

  it("catches a filled honeypot", () => {
    expect(trap.filledHoneypot(form({ [HONEYPOT_FIELD]: "x" }))).toBe(true);
    expect(trap.filledHoneypot(form({ [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(trap.filledHoneypot(form({}))).toBe(false);
  });
});
