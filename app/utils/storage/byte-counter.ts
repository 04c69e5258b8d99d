import { Transform } from "node:stream";
import { ObjectTooLargeError } from "./object-storage";

/** Passes bytes through, counting them, and fails the stream as soon as they exceed `maxBytes`. */
export function createByteCounter(maxBytes = Number.POSITIVE_INFINITY): Transform & { bytes: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(counter, { bytes: () => bytes });
}
