import { beforeEach, describe, expect, it } from "vitest";
import { countLibraryDownloads, listLibraryDownloads, recordLibraryDownload } from "~/models/library-download.server";
import { createLibraryFile, deleteLibraryFile } from "~/models/library-file.server";
import { testDialect, useTestDatabase } from "../setup/test-database";

const at = (minute: number) => new Date(Date.UTC(2025, 4, 20, 10, minute));

describe(`library download log (${testDialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("library_files").execute();
    await testDb.db.deleteFrom("user").execute();
    for (const id of ["reader-1", "reader-2"]) {
      await testDb.db
        .insertInto("user")
        .values({
          id,
          name: id,
          email: `${id}@example.com`,
          emailVerified: 1,
          image: null,
          createdAt: at(0).toISOString(),
          updatedAt: at(0).toISOString(),
        })
        .execute();
    }
  });

  const file = (title: string) =>
    createLibraryFile(
      testDb.db,
      { title, objectKey: `library/1-${title}.pdf`, sizeBytes: 10, uploadedBy: null },
      at(0),
    );

  it("lists who downloaded a file, newest first, and counts downloads per file", async () => {
    const playbook = await file("playbook");
    const pack = await file("pack");
    const unread = await file("unread");
    await recordLibraryDownload(
      testDb.db,
      { libraryFileId: playbook.id, userId: "reader-1", email: "reader-1@example.com" },
      at(1),
    );
    const latest = await recordLibraryDownload(
      testDb.db,
      { libraryFileId: playbook.id, userId: "reader-2", email: "reader-2@example.com" },
      at(5),
    );
    await recordLibraryDownload(
      testDb.db,
      { libraryFileId: pack.id, userId: "reader-1", email: "reader-1@example.com" },
      at(3),
    );

    const log = await listLibraryDownloads(testDb.db, playbook.id);
    expect(log.total).toBe(2);
    expect(log.items[0]).toEqual(latest);
    expect(log.items.map((entry) => entry.email)).toEqual(["reader-2@example.com", "reader-1@example.com"]);

    const counts = await countLibraryDownloads(testDb.db, [playbook.id, pack.id, unread.id]);
    expect(Object.fromEntries(counts)).toEqual({ [playbook.id]: 2, [pack.id]: 1, [unread.id]: 0 });
    expect((await countLibraryDownloads(testDb.db, [])).size).toBe(0);
  });

  it("keeps an entry's email when the account is deleted and drops the log with its file", async () => {
    const playbook = await file("playbook");
    await recordLibraryDownload(
      testDb.db,
      { libraryFileId: playbook.id, userId: "reader-1", email: "reader-1@example.com" },
      at(1),
    );
    await testDb.db.deleteFrom("user").where("id", "=", "reader-1").execute();
    expect((await listLibraryDownloads(testDb.db, playbook.id)).items).toMatchObject([
      { userId: null, email: "reader-1@example.com" },
    ]);

    await deleteLibraryFile(testDb.db, playbook.id);
    expect((await testDb.db.selectFrom("library_downloads").selectAll().execute()).length).toBe(0);
  });

  it("stores sizes past 2 GB", async () => {
    const big = await createLibraryFile(
      testDb.db,
      { title: "Archive", objectKey: "library/1-archive.pdf", sizeBytes: 5 * 1024 ** 3, uploadedBy: null },
      at(0),
    );
    const row = await testDb.db
      .selectFrom("library_files")
      .select("size_bytes")
      .where("id", "=", big.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.size_bytes)).toBe(5 * 1024 ** 3);
  });
});
