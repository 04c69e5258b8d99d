import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { formatBytes } from "./format";

/** An upload refused for its shape (not multipart, too large, too many fields); the message is shown as is. */
export class MultipartError extends Error {
  override name = "MultipartError";
  readonly status: 400 | 413;
  constructor(message: string, status: 400 | 413) {
    super(message);
    this.status = status;
  }
}

export interface UploadedFile {
  field: string;
  /** The name the browser sent, untrusted: never use it as a path. */
  filename: string;
  mimeType: string;
  /** The bytes as they arrive; fails with a 413 MultipartError past the size limit. */
  stream: Readable;
}

export interface MultipartOptions<T> {
  maxFileBytes: number;
  maxFields?: number;
  maxFieldBytes?: number;
  /** Consumes the one file of the upload (a second file is ignored); its result is returned. */
  onFile: (file: UploadedFile) => Promise<T>;
}

/** A browser still sending when the answer comes shows a network error instead of the answer. */
const DISCARD_LIMIT = 16 * 1024 * 1024;
/** Room for what surrounds the parts (boundaries, part headers) on top of the file and the fields themselves. */
const FRAMING_BYTES = 1024 * 1024;

/** Reads and drops the rest of a refused upload so its answer arrives; past a bound the connection is cut. */
function discardRest(body: Readable) {
  let discarded = 0;
  body.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) body.destroy();
  });
  body.resume();
}

/**
 * Reads a multipart upload without holding it in memory: text fields are collected, the file is handed to
 * `onFile` as a stream while it arrives, bounded by `maxFileBytes`. Rejects with a MultipartError for a
 * malformed, oversized or interrupted body, or with whatever `onFile` rejects with (after which the rest of
 * the body is discarded). A rejection comes only after `onFile` has settled, its file stream ended.
 */
export function readMultipart<T>(
  request: Request,
  { maxFileBytes, maxFields = 20, maxFieldBytes = 16 * 1024, onFile }: MultipartOptions<T>,
): Promise<{ fields: Record<string, string>; file: T | null }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) {
    return Promise.reject(new MultipartError("Send the file as a multipart/form-data upload.", 400));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: maxFileBytes, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 1 },
    });
  } catch {
    return Promise.reject(new MultipartError("The upload could not be read.", 400));
  }
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: PassThrough | null = null;
    let handled: Promise<T> | null = null;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      discardRest(body);
      const reason = error instanceof Error ? error : new MultipartError("The upload could not be read.", 400);
      // The parser stops here, so a file still arriving would never end: end it with the reason, and answer
      // only once the consumer has let go of it, so whatever it already stored can be removed by the caller.
      file?.destroy(reason);
      void (handled ?? Promise.resolve()).catch(() => undefined).then(() => reject(reason));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new MultipartError(`The field "${name}" is too long.`, 413));
      else fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      // The parser may still emit a part it had already read when an earlier field was refused: nothing may store it.
      if (settled) {
        stream.resume();
        return;
      }
      const current = new PassThrough();
      // Its errors reach the consumer through its own reads; one that stopped reading must not crash the process.
      current.on("error", () => undefined);
      file = current;
      stream.on("limit", () => {
        current.destroy(new MultipartError(`The file is larger than the limit of ${formatBytes(maxFileBytes)}.`, 413));
        stream.resume();
      });
      stream.on("error", (error) => current.destroy(error));
      stream.pipe(current);
      handled = onFile({ field, filename: info.filename ?? "", mimeType: info.mimeType, stream: current });
      handled.catch(fail);
    });
    parser.on("fieldsLimit", () => fail(new MultipartError("The upload has too many fields.", 413)));
    parser.on("partsLimit", () => fail(new MultipartError("The upload has too many parts.", 413)));
    parser.on("error", () => fail(new MultipartError("The upload could not be read: the body is malformed.", 400)));
    parser.on("close", () => {
      if (settled) return;
      (handled ?? Promise.resolve(null)).then((file) => {
        settled = true;
        resolve({ fields, file });
      }, fail);
    });
    body.on("error", () => fail(new MultipartError("The upload was interrupted.", 400)));
    // The limits above bound parts; bytes before the first boundary or after the last belong to none, and a body of
    // nothing else was read for as long as the client sent it.
    const maxBodyBytes = maxFileBytes + maxFields * maxFieldBytes + FRAMING_BYTES;
    let received = 0;
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) {
        fail(new MultipartError(`The upload is larger than the limit of ${formatBytes(maxFileBytes)}.`, 413));
      }
    });
    body.pipe(parser);
  });
}
