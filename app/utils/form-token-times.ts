import { MIN_FILL_MS } from "./spam-trap";

/** When this browser got each form's signed opening time (performance.now()). */
const receivedAt = new Map<string, number>();

export function noteFormTokenReceived(token: string): void {
  if (token !== "" && !receivedAt.has(token)) receivedAt.set(token, performance.now());
}

/**
 * Holds a lead back until a person could have filled in its form: an answer autofilled and sent at once would be
 * refused by the spam trap, which only asks the visitor to send again. Counted from when this browser got the
 * form's time, which the server wrote earlier, so the server never finds it too soon; a token this browser has not
 * seen is not held.
 */
export async function waitOutFillTime(token: FormDataEntryValue | null): Promise<void> {
  const since = typeof token === "string" ? receivedAt.get(token) : undefined;
  if (since === undefined) return;
  const remaining = since + MIN_FILL_MS - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
