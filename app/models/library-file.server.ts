import type { Kysely } from "kysely";
import type { Database, LibraryFileRow } from "~/db/schema";
import { newId, normalizePage, toIsoString, toPage, type Page, type PageRequest } from "~/db/values";

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
    sizeBytes: row.size_bytes,
    uploadedBy: row.uploaded_by,
    uploadedAt: toIsoString(row.uploaded_at),
  };
}

export async function createLibraryFile(
  db: Kysely<Database>,
  input: LibraryFileInput,
  now = new Date(),
): Promise<LibraryFile> {
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

export async function getLibraryFile(db: Kysely<Database>, id: string): Promise<LibraryFile | null> {
  const row = await db.selectFrom("library_files").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLibraryFile(row) : null;
}

export async function listLibraryFiles(db: Kysely<Database>, request: PageRequest = {}): Promise<Page<LibraryFile>> {
  const { page, pageSize, offset } = normalizePage(request);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("library_files")
      .selectAll()
      .orderBy("uploaded_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db.selectFrom("library_files").select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toLibraryFile), Number(count.total), page, pageSize);
}

export async function deleteLibraryFile(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("library_files").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
