import { z } from "~/utils/zod";

/** RFC 5321: a mailbox's local part holds at most 64 octets and a whole address at most 254. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;

const emailFormat = z.email();

/** Whether a (trimmed) address is one mail servers accept: the format, and RFC 5321's length caps. */
export function isEmailAddress(value: string): boolean {
  const localPart = value.slice(0, value.lastIndexOf("@"));
  return (
    new TextEncoder().encode(value).length <= MAX_EMAIL_LENGTH &&
    new TextEncoder().encode(localPart).length <= MAX_EMAIL_LOCAL_PART_LENGTH &&
    emailFormat.safeParse(value).success
  );
}

/** An email address field: trimmed, then checked as isEmailAddress does; `message` says what is wrong. */
export function emailAddress(message: string) {
  return z.string().trim().refine(isEmailAddress, message);
}
