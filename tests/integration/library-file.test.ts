import { beforeEach, describe, expect, it } from "vitest";
import {
  createLibraryFile,
  deleteLibraryFile,
  getLibraryFile,
  listLibraryFiles,
  type LibraryFileInput,
} from "~/models/library-file.server";
import { testDialect, useTestDatabase } from "../setup/test-database";

const dialect = testDialect;
const at = (minute: number) => new Date(Date.UTC(2025, 4, 20, 10, minute));

let sequence = 0;
function fileInput(overrides: Partial<LibraryFileInput> = {}): LibraryFileInput {
  sequence += 1;
  return {
    title: `Resource ${sequence}`,
    objectKey: `library/resource-${sequence}.pdf`,
    sizeBytes: 1024 * sequence,
    uploadedBy: null,
    ...overrides,
  };
}

describe(`library file model (${dialect})`, () => {
  const testDb = useTestDatabase();

  beforeEach(async () => {
    await testDb.db.deleteFrom("library_files").execute();
    await testDb.db.deleteFrom("user").execute();
  });

  async function createUser(id: string) {
    const stamp = at(0).toISOString();
    await testDb.db
      .insertInto("user")
      .values({
        id,
        name: "Uploader",
        email: `${id}@example.com`,
        emailVerified: 1,
        image: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }

  it("creates a file record and reads it back", async () => {
    const input = fileInput({ title: "CTO Playbook", objectKey: "library/cto-playbook.pdf", sizeBytes: 2_500_000 });
    const file = await createLibraryFile(testDb.db, input, at(3));

    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file).toEqual({ id: file.id, ...input, uploadedAt: at(3).toISOString() });
    expect(await getLibraryFile(testDb.db, file.id)).toEqual(file);
  });

  it("records the uploading user and keeps the file when that user is deleted", async () => {
    await createUser("user-1");
    const file = await createLibraryFile(testDb.db, fileInput({ uploadedBy: "user-1" }), at(1));
    expect((await getLibraryFile(testDb.db, file.id))?.uploadedBy).toBe("user-1");

    await testDb.db.deleteFrom("user").where("id", "=", "user-1").execute();
    expect(await getLibraryFile(testDb.db, file.id)).toEqual({ ...file, uploadedBy: null });
  });

  it("rejects an uploader that is not a user", async () => {
    await expect(createLibraryFile(testDb.db, fileInput({ uploadedBy: "ghost" }), at(1))).rejects.toThrow();
    expect((await listLibraryFiles(testDb.db)).total).toBe(0);
  });

  it("rejects a second record for the same object key", async () => {
    await createLibraryFile(testDb.db, fileInput({ objectKey: "library/same.pdf" }), at(1));
    await expect(createLibraryFile(testDb.db, fileInput({ objectKey: "library/same.pdf" }), at(2))).rejects.toThrow();
    expect((await listLibraryFiles(testDb.db)).total).toBe(1);
  });

  it("returns null for an unknown id", async () => {
    expect(await getLibraryFile(testDb.db, "00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("lists files newest upload first, paginated", async () => {
    const middle = await createLibraryFile(testDb.db, fileInput(), at(5));
    const oldest = await createLibraryFile(testDb.db, fileInput(), at(1));
    const newest = await createLibraryFile(testDb.db, fileInput(), at(9));

    const all = await listLibraryFiles(testDb.db);
    expect(all.items).toEqual([newest, middle, oldest]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 12, pageCount: 1 });

    const second = await listLibraryFiles(testDb.db, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(second.items).toEqual([oldest]);
  });

  it("deletes a file record", async () => {
    const kept = await createLibraryFile(testDb.db, fileInput(), at(1));
    const doomed = await createLibraryFile(testDb.db, fileInput(), at(2));

    expect(await deleteLibraryFile(testDb.db, doomed.id)).toBe(true);
    expect(await getLibraryFile(testDb.db, doomed.id)).toBeNull();
    expect(await deleteLibraryFile(testDb.db, doomed.id)).toBe(false);
    expect((await listLibraryFiles(testDb.db)).items).toEqual([kept]);
  });
});
