import { mapPage, paginate } from "~/db/paginate.server";
import type { Db, LibraryFileRow } from "~/db/schema";
import { newId, toIsoString, type Page, type PageRequest } from "~/db/values";

export interface LibraryFile {
  id: string;
  title: string;
  objectKey: string;
  sizeBytes: number;
  uploadedBy: string | null;
  uploadedAt: string;
}

export type LibraryFileInput = Omit<LibraryFile, "id" | "uploadedAt">;

function toLibraryFile(row: LibraryFileRow): LibraryFile {
  return {
    id: row.id,
    title: row.title,
    objectKey: row.object_key,
    sizeBytes: Number(row.size_bytes),
    uploadedBy: row.uploaded_by,
    uploadedAt: toIsoString(row.uploaded_at),
  };
}

export async function createLibraryFile(db: Db, input: LibraryFileInput, now = new Date()): Promise<LibraryFile> {
  const row = {
    id: newId(),
    title: input.title,
    object_key: input.objectKey,
    size_bytes: input.sizeBytes,
    uploaded_by: input.uploadedBy,
    uploaded_at: now.toISOString(),
  };
  await db.insertInto("library_files").values(row).execute();
  return toLibraryFile(row);
}

export async function getLibraryFile(db: Db, id: string): Promise<LibraryFile | null> {
  const row = await db.selectFrom("library_files").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLibraryFile(row) : null;
}

export async function listLibraryFiles(db: Db, request: PageRequest = {}): Promise<Page<LibraryFile>> {
  const page = await paginate(db.selectFrom("library_files"), request, (query) =>
    query.selectAll().orderBy("uploaded_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => rows.map(toLibraryFile));
}

export async function deleteLibraryFile(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("library_files").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
