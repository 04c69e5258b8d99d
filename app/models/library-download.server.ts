import { mapPage, paginate } from "~/db/paginate.server";
import type { Db, LibraryDownloadRow } from "~/db/schema";
import { newId, toIsoString, type Page, type PageRequest } from "~/db/values";

export interface LibraryDownload {
  id: string;
  libraryFileId: string;
  userId: string | null;
  email: string;
  downloadedAt: string;
}

export interface LibraryDownloadInput {
  libraryFileId: string;
  userId: string | null;
  email: string;
}

function toLibraryDownload(row: LibraryDownloadRow): LibraryDownload {
  return {
    id: row.id,
    libraryFileId: row.library_file_id,
    userId: row.user_id,
    email: row.email,
    downloadedAt: toIsoString(row.downloaded_at),
  };
}

export async function recordLibraryDownload(
  db: Db,
  input: LibraryDownloadInput,
  now = new Date(),
): Promise<LibraryDownload> {
  const row = {
    id: newId(),
    library_file_id: input.libraryFileId,
    user_id: input.userId,
    email: input.email,
    downloaded_at: now.toISOString(),
  };
  await db.insertInto("library_downloads").values(row).execute();
  return toLibraryDownload(row);
}

/** Who downloaded one file, newest first. */
export async function listLibraryDownloads(
  db: Db,
  libraryFileId: string,
  request: PageRequest = {},
): Promise<Page<LibraryDownload>> {
  const page = await paginate(
    db.selectFrom("library_downloads").where("library_file_id", "=", libraryFileId),
    request,
    (query) => query.selectAll().orderBy("downloaded_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => rows.map(toLibraryDownload));
}

/** Downloads per file for the files of one page of the library; files never downloaded count 0. */
export async function countLibraryDownloads(db: Db, libraryFileIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(libraryFileIds.map((id) => [id, 0]));
  if (libraryFileIds.length === 0) return counts;
  const rows = await db
    .selectFrom("library_downloads")
    .select((eb) => ["library_file_id", eb.fn.countAll<string | number>().as("downloads")])
    .where("library_file_id", "in", libraryFileIds)
    .groupBy("library_file_id")
    .execute();
  for (const row of rows) counts.set(row.library_file_id, Number(row.downloads));
  return counts;
}
