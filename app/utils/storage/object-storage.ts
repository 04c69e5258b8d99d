import type { Readable } from "node:stream";
import type { ObjectKey } from "./object-key";

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** Size of the whole object in bytes (not of the range). */
  size: number;
  /** The bytes asked for: the whole object, or the range. */
  body: Readable;
  range: ByteRange | null;
}

export interface PutOptions {
  contentType: string;
  /** Past this many bytes the upload is aborted and nothing is stored. */
  maxBytes?: number;
}

/**
 * Where uploaded files live: a local directory or an S3-compatible store. Bodies go in and come out as
 * streams, so a large file never sits in memory. A failed or oversized `put` leaves no object behind.
 */
export interface ObjectStorage {
  put(key: ObjectKey, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** The object (or a range of it), or null when there is no such object. */
  get(key: ObjectKey, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size, or null when it does not exist. */
  stat(key: ObjectKey): Promise<{ size: number } | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: ObjectKey): Promise<void>;
}

export class ObjectTooLargeError extends Error {
  override name = "ObjectTooLargeError";
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}
