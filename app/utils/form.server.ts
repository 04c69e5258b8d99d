import { data } from "react-router";
import { formatBytes } from "./format";

/** A form is a few fields; the article form (with its HTML) asks for more. */
export const DEFAULT_FORM_BYTES = 64 * 1024;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * How much of an oversized body is read and dropped before the connection is cut: a client still sending
 * when the answer comes sees a reset instead of the 413 that says what is wrong.
 */
const DISCARD_BYTES = 1024 * 1024;

/**
 * The most list entries (`tags[3]`, `faqs[2].answer`) a form may address. Conform builds every list up to its
 * highest index and a refusal sends the form back, so one field named `firstName[100000000]` would fill the
 * memory; the article form, the largest, addresses about a thousand.
 */
export const MAX_FORM_LIST_ENTRIES = 20_000;

/** The list entries a form's field names address, counting each name's indexes as lists that long. */
function listEntriesAddressed(form: FormData): number {
  let entries = 0;
  for (const name of form.keys()) {
    for (const [, index] of name.matchAll(/\[(\d+)\]/g)) {
      entries += Number(index) + 1;
      if (entries > MAX_FORM_LIST_ENTRIES) return entries;
    }
  }
  return entries;
}

function refuse(status: 400 | 413 | 415, message: string): never {
  throw data({ message }, { status });
}

/**
 * The one way routes read a posted form: at most `maxBytes` are read (the HTTP layer already refuses a
 * larger Content-Length; this also bounds chunked bodies), and a body that is not a well-formed form is a
 * 400/413/415 with a clear message instead of an unhandled error. A NUL in any field is refused here, for
 * every route at once: PostgreSQL refuses it in text (ids and tokens are looked up, not only stored).
 */
export async function readForm(request: Request, { maxBytes = DEFAULT_FORM_BYTES } = {}): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes + DISCARD_BYTES) {
        await reader.cancel();
        break;
      }
      if (size <= maxBytes) chunks.push(value);
    }
  }
  if (size > maxBytes) refuse(413, `The form is too large: send at most ${formatBytes(maxBytes)}.`);
  if (size === 0 && !FORM_TYPES.test(contentType)) return new FormData();
  if (!FORM_TYPES.test(contentType)) {
    refuse(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.");
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch {
    return refuse(400, "The form could not be read: its body is malformed.");
  }
  if ([...form].some(([name, value]) => name.includes("\0") || (typeof value === "string" && value.includes("\0")))) {
    refuse(400, "The form contains a NUL character, which no field accepts.");
  }
  if (listEntriesAddressed(form) > MAX_FORM_LIST_ENTRIES) {
    refuse(400, "The form could not be read: its field names ask for lists longer than any form has.");
  }
  return form;
}

/**
 * Sent by the page itself, as a browser without JavaScript sends a form, not by React Router's fetch: an answer
 * that only a script could show (a toast in the action's data) has to come through a redirect instead.
 */
export function postedByPage(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate";
}
