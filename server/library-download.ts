import { pipeline } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { getDb } from "~/db/client.server";
import { recordLibraryDownload } from "~/models/library-download.server";
import { getLibraryFile } from "~/models/library-file.server";
import { asciiDownloadName, libraryDownloadName } from "~/utils/library-download";
import { logger } from "~/utils/logger.server";
import { parseObjectKey } from "~/utils/storage/object-key";
import type { ByteRange } from "~/utils/storage/object-storage";
import { getStorage } from "~/utils/storage/storage.server";
import { createToastHeaders } from "~/utils/toast.server";
import { libraryToasts } from "~/validation/library";
import { signedInUserOf } from "./signed-in-user";

/** A link followed in the browser lands back on the library with the spec's toast; other clients get the status. */
async function answerFailed(req: ExpressRequest, res: ExpressResponse, status: 404 | 500 = 404) {
  if (req.method === "GET" && req.get("sec-fetch-mode") === "navigate") {
    for (const cookie of (await createToastHeaders(libraryToasts.downloadFailed)).getSetCookie()) {
      res.append("Set-Cookie", cookie);
    }
    res.redirect(303, "/library");
    return;
  }
  res.status(status).type("text/plain").send(libraryToasts.downloadFailed.title);
}

/** The one byte range asked for, or null for the whole file (no Range, a stale If-Range, several ranges). */
function requestedRange(req: ExpressRequest, size: number, etag: string): ByteRange | null | "unsatisfiable" {
  const ifRange = req.get("if-range");
  if (ifRange !== undefined && ifRange !== etag) return null;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === undefined || ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/**
 * GET /library/{id}/download: a signed-in user downloads a library PDF as '{title}.pdf'. Served here
 * rather than by a route module because React Router's response path keeps every chunk of a streamed
 * body in memory until the response ends (the server's RSS grew by the file's size); here the object
 * streams from storage to the socket with backpressure. Answers ranges (206, 416) for resumed and
 * partial downloads, and records each download (not each range) in the download log.
 */
export const serveLibraryDownload: RequestHandler = async (req, res) => {
  try {
    const user = await signedInUserOf(req, res);
    if (!user) return;

    const file = await getLibraryFile(getDb(), String(req.params.fileId));
    const key = file ? parseObjectKey(file.objectKey) : null;
    const storage = getStorage();
    const stat = key ? await storage.stat(key) : null;
    if (!file || !key || !stat) return await answerFailed(req, res);

    const etag = `"${file.id}"`;
    const range = requestedRange(req, stat.size, etag);
    if (range === "unsatisfiable") {
      res.status(416).set("Content-Range", `bytes */${stat.size}`).type("text/plain").send("Range Not Satisfiable");
      return;
    }
    // Opened before any header is set, so a file gone in between still gets the failure answer.
    const object = req.method === "HEAD" ? null : await storage.get(key, range ?? undefined);
    if (req.method !== "HEAD" && !object) return await answerFailed(req, res);

    if (object && (!range || range.start === 0)) {
      // The log is for admins; a download never fails because it could not be written.
      await recordLibraryDownload(getDb(), { libraryFileId: file.id, userId: user.id, email: user.email }).catch(
        (error: unknown) => logger.error({ err: error, fileId: file.id }, "library download could not be logged"),
      );
    }
    // A store that failed while the log was written gets the failure answer, not a response cut off before its start.
    if (object?.body.errored) throw object.body.errored;

    const name = libraryDownloadName(file.title);
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(name, { fallback: asciiDownloadName(name) }),
      "Content-Length": String(range ? range.end - range.start + 1 : stat.size),
      "Accept-Ranges": "bytes",
      ETag: etag,
      "Last-Modified": new Date(file.uploadedAt).toUTCString(),
      "X-Content-Type-Options": "nosniff",
    });
    if (range) res.set("Content-Range", `bytes ${range.start}-${range.end}/${stat.size}`);
    res.status(range ? 206 : 200);
    if (!object) {
      res.end();
      return;
    }
    // Whichever side failed first: a reader who goes away closes the response before the body is destroyed, a store
    // that fails (a broken connection, a silence) fails the body before the response is.
    let storeFailure: Error | undefined;
    let readerLeft = false;
    object.body.once("error", (error) => {
      if (!readerLeft) storeFailure = error;
    });
    res.once("close", () => {
      readerLeft = !res.writableFinished && !storeFailure;
    });
    pipeline(object.body, res, (error) => {
      if (storeFailure) {
        logger.error(
          { err: storeFailure, fileId: file.id, objectKey: file.objectKey },
          "library download cut off: the storage failed while sending the file",
        );
      } else if (error && !res.writableFinished) {
        logger.info({ fileId: file.id }, "library download ended early by the client");
      }
    });
  } catch (error) {
    logger.error({ err: error, fileId: req.params.fileId }, "library download failed");
    if (res.headersSent) res.destroy();
    else await answerFailed(req, res, 500);
  }
};
