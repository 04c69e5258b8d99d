/**
 * Object keys are made here and nowhere else, from a fixed bucket name, a timestamp, a random part and a
 * sanitized file name, so no part of a key ever comes raw from a visitor: no path separators, no `..`, no
 * absolute paths.
 */

/** The spec's two storage buckets, kept as key prefixes in one store. */
export const STORAGE_BUCKETS = ["article-images", "library"] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];

export type ObjectKey = string & { readonly __objectKey: unique symbol };

const MAX_NAME_LENGTH = 100;
const KEY_PATTERN = new RegExp(`^(${STORAGE_BUCKETS.join("|")})/[A-Za-z0-9][A-Za-z0-9._-]*$`);

/**
 * A file name reduced to letters, digits, dots, dashes and underscores: the last path segment only,
 * accents folded, everything else turned into dashes, at most 100 characters with the extension kept.
 */
export function sanitizeFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? "";
  const ascii = base.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const cleaned = ascii
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/-{2,}/g, "-")
    .replace(/^[._-]+|[._-]+$/g, "");
  if (cleaned === "") return "file";
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length).replace(/[._-]+$/, "") + extension;
}

/**
 * `{bucket}/{timestamp}-{random}-{sanitized name}`, the spec's timestamp-prefixed name. The random part keeps
 * two uploads of the same name in the same millisecond (two admins, two instances) from sharing one object,
 * where deleting either would take the other's file with it. Keys stored before it, without one, still parse.
 */
export function createObjectKey(bucket: StorageBucket, originalName: string, now = new Date()): ObjectKey {
  const random = crypto.randomUUID().slice(0, 8);
  return `${bucket}/${now.getTime()}-${random}-${sanitizeFileName(originalName)}` as ObjectKey;
}

/** A key read back from the database, checked again before it reaches a storage backend. */
export function parseObjectKey(value: string): ObjectKey | null {
  return KEY_PATTERN.test(value) && !value.includes("..") ? (value as ObjectKey) : null;
}

const VARIANT_SUFFIX = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A sibling object of `key`, such as one size of an uploaded image: `{key}-{suffix}`. */
export function objectKeyVariant(key: ObjectKey, suffix: string): ObjectKey {
  if (!VARIANT_SUFFIX.test(suffix) || suffix.includes("..")) throw new Error(`invalid object key suffix: ${suffix}`);
  return `${key}-${suffix}` as ObjectKey;
}
