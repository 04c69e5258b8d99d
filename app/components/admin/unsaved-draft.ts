/**
 * A save sent after the admin's session ended is answered with the sign-in page, and the form does not survive the
 * trip. So the form keeps what it sends in this tab's session storage, with the session it was sent under; when the
 * admin has signed in again (a new session) and is back on the same form, it starts from that draft. A draft sent
 * under the session still running was answered on the page, and is dropped.
 */
interface UnsavedDraft<Sent> {
  session: string;
  sent: Sent;
}

const storageKey = (form: string) => `unsaved-draft:${form}`;

export function keepSentDraft<Sent>(form: string, session: string, sent: Sent): void {
  try {
    sessionStorage.setItem(storageKey(form), JSON.stringify({ session, sent } satisfies UnsavedDraft<Sent>));
  } catch {
    // Storage full or refused: the save goes ahead, only without this safety net.
  }
}

/** The draft sent under an ended session; null when there is none to bring back. */
export function draftOfEndedSession<Sent>(form: string, session: string): Sent | null {
  try {
    const stored = sessionStorage.getItem(storageKey(form));
    if (stored === null) return null;
    const draft = JSON.parse(stored) as UnsavedDraft<Sent>;
    return draft.session !== session ? (draft.sent ?? null) : null;
  } catch {
    return null;
  }
}

/** Once brought back, the draft lives in the form: a later visit starts from what is stored. */
export function forgetDraft(form: string): void {
  try {
    sessionStorage.removeItem(storageKey(form));
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
}
