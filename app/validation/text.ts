/**
 * Control characters no stored text may carry: C0 controls other than tab and line breaks, DEL and C1
 * controls. They are invisible on screen, break CSV cells and email headers, and PostgreSQL refuses NUL in
 * text, so a field that kept them would store on one database and fail on the other.
 */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

export const CONTROL_CHARACTERS_MESSAGE = "Please remove control characters.";

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** A text as one line: any run of whitespace (line breaks and tabs included) as one space, none at either end. */
export function asOneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
