import { pipeline } from "node:stream";
import type { Db } from "~/db/schema";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { createLibraryFile, deleteLibraryFile, getLibraryFile, type LibraryFile } from "~/models/library-file.server";
import { LibraryUploadSchema } from "~/validation/library";
import { logger } from "./logger.server";
import { MultipartError, readMultipart } from "./multipart.server";
import { createPdfCheck, PdfRejectedError } from "./pdf-check.server";
import { createObjectKey, parseObjectKey, type ObjectKey } from "./storage/object-key";
import type { ObjectStorage } from "./storage/object-storage";
import type { SessionUser } from "./user";

/** An upload refused for what was sent; the message is shown to the admin as is. */
export class LibraryUploadError extends Error {
  override name = "LibraryUploadError";
  readonly status: 400 | 413;
  constructor(message: string, status: 400 | 413) {
    super(message);
    this.status = status;
  }
}

interface LibraryChange {
  db: Db;
  storage: ObjectStorage;
  user: SessionUser;
  clientIp: string | null;
}

/** The upload form's fields: a title and the file; anything more is refused as too many fields. */
const UPLOAD_FIELDS = 4;
const UPLOAD_FIELD_BYTES = 4 * 1024;

async function removeObject(storage: ObjectStorage, key: ObjectKey): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    logger.error({ err: error, key }, "library object of a refused upload could not be removed");
  }
}

/**
 * Stores an admin's upload: the PDF streams from the request through the PDF check into storage under
 * the timestamped, sanitized name (never held in memory, cut off past `maxBytes`), then its row and audit
 * entry are written together. Whatever fails (a refused file, a missing title, the client going away,
 * the database), no object and no row are left behind.
 */
export async function uploadLibraryFile(
  request: Request,
  { db, storage, user, clientIp, maxBytes, now = new Date() }: LibraryChange & { maxBytes: number; now?: Date },
): Promise<LibraryFile> {
  let stored: ObjectKey | null = null;
  let upload;
  try {
    upload = await readMultipart(request, {
      maxFileBytes: maxBytes,
      maxFields: UPLOAD_FIELDS,
      maxFieldBytes: UPLOAD_FIELD_BYTES,
      onFile: async ({ field, filename, stream }) => {
        // A file input left empty still sends a part, with no name and no bytes.
        if (field !== "file" || filename === "") {
          stream.resume();
          return null;
        }
        const key = createObjectKey("library", filename, now);
        const checked = createPdfCheck();
        let refusal: Error | undefined;
        pipeline(stream, checked, (error) => {
          refusal = error ?? undefined;
        });
        try {
          const { size } = await storage.put(key, checked, { contentType: "application/pdf" });
          stored = key;
          return { key, size, filename };
        } catch (error) {
          throw refusal ?? error;
        }
      },
    });
  } catch (error) {
    if (stored) await removeObject(storage, stored);
    if (error instanceof MultipartError) throw new LibraryUploadError(error.message, error.status);
    if (error instanceof PdfRejectedError) throw new LibraryUploadError(error.message, 400);
    throw error;
  }

  const { fields, file } = upload;
  const parsed = LibraryUploadSchema.safeParse({ title: fields.title ?? "", file: file?.filename ?? "" });
  if (!parsed.success || !file) {
    if (file) await removeObject(storage, file.key);
    throw new LibraryUploadError(parsed.error?.issues[0]?.message ?? "Choose a PDF file to upload.", 400);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const created = await createLibraryFile(
        trx,
        { title: parsed.data.title, objectKey: file.key, sizeBytes: file.size, uploadedBy: user.id },
        now,
      );
      await recordAuditEntry(
        trx,
        {
          userId: user.id,
          email: user.email,
          action: AuditAction.libraryUpload,
          target: created.title,
          ipAddress: clientIp,
        },
        now,
      );
      return created;
    });
  } catch (error) {
    await removeObject(storage, file.key);
    throw error;
  }
}

/**
 * Deletes a library file: first its object, then its row and audit entry in one transaction. A storage failure
 * leaves everything as it was (the file stays listed and downloadable); a database failure leaves at worst a row
 * whose object is gone, which deleting again clears. The store is called outside the transaction: on SQLite a
 * transaction holds the whole database, and every page of the site waited while a slow store answered. Answers
 * null for an unknown id, or one another request deleted first.
 */
export async function removeLibraryFile(
  fileId: string,
  { db, storage, user, clientIp }: LibraryChange,
): Promise<LibraryFile | null> {
  const file = await getLibraryFile(db, fileId);
  if (!file) return null;
  const key = parseObjectKey(file.objectKey);
  if (key) await storage.delete(key);
  const removed = await db.transaction().execute(async (trx) => {
    // Deleted from two tabs at once, PostgreSQL lets both find the row: only the delete that removed it counts.
    if (!(await deleteLibraryFile(trx, file.id))) return false;
    await recordAuditEntry(trx, {
      userId: user.id,
      email: user.email,
      action: AuditAction.libraryDeleted,
      target: file.title,
      ipAddress: clientIp,
    });
    return true;
  });
  return removed ? file : null;
}
