import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AuditAction } from "~/models/audit-action";
import { listAuditEntries } from "~/models/audit-entry.server";
import { listLibraryFiles } from "~/models/library-file.server";
import { LibraryUploadError, removeLibraryFile, uploadLibraryFile } from "~/utils/library-files.server";
import { PDF_REJECTIONS } from "~/utils/pdf-check.server";
import { parseObjectKey } from "~/utils/storage/object-key";
import type { ObjectStorage } from "~/utils/storage/object-storage";
import type { SessionUser } from "~/utils/user";
import { multipartRequest } from "../setup/multipart-request";
import { pdfBytes } from "../setup/pdf";
import { storageBackends } from "../setup/storage-backends";
import { testDialect, useTestDatabase } from "../setup/test-database";

const MAX_BYTES = 1024 * 1024;
const admin: SessionUser = {
  id: "admin-1",
  email: "admin@example.com",
  isAdmin: true,
  sessionStartedAt: new Date().toISOString(),
  lastActivityAt: new Date().toISOString(),
};

/** A multipart upload as a browser sends it, streamed in chunks. */
async function uploadRequest(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new Blob([file.bytes as BlobPart], { type: "application/pdf" }), file.name);
  return multipartRequest("http://localhost/library/upload", form, 65_536);
}

describe.each(storageBackends)(`library uploads and deletes on $name (${testDialect})`, (backend) => {
  const testDb = useTestDatabase();
  let storage: ObjectStorage;
  let objects: () => Promise<string[]>;
  let tearDown: () => Promise<void>;

  beforeAll(async () => {
    const store = await backend.setUp();
    ({ storage, tearDown } = store);
    // The local store's unfinished uploads wait in uploads/.incoming/: they are not objects.
    objects = async () => (await store.listAll()).filter((path) => !path.startsWith("uploads/.incoming/"));
  });
  afterAll(async () => {
    await tearDown();
  });
  beforeEach(async () => {
    await testDb.db.deleteFrom("library_files").execute();
    await testDb.db.deleteFrom("audit_entries").execute();
    await testDb.db.deleteFrom("user").execute();
    const stamp = new Date().toISOString();
    await testDb.db
      .insertInto("user")
      .values({
        id: admin.id,
        name: "Admin",
        email: admin.email,
        emailVerified: 1,
        image: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    for (const key of await objects()) {
      const objectKey = parseObjectKey(key.replace(/^uploads\//, ""));
      if (objectKey) await storage.delete(objectKey);
    }
  });

  const change = () => ({ db: testDb.db, storage, user: admin, clientIp: "203.0.113.9", maxBytes: MAX_BYTES });

  async function refusal(request: Request, options = change()): Promise<LibraryUploadError> {
    const error = await uploadLibraryFile(request, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LibraryUploadError);
    return error as LibraryUploadError;
  }

  async function expectNothingStored() {
    expect(await objects()).toEqual([]);
    expect((await listLibraryFiles(testDb.db)).total).toBe(0);
  }

  it("streams a PDF into storage under the timestamp and sanitized name, with its row and audit entry", async () => {
    const pdf = await pdfBytes({ paddingBytes: 200_000 });
    const now = new Date(Date.UTC(2025, 5, 1, 9, 30));
    const file = await uploadLibraryFile(
      await uploadRequest({ title: "  Board Pack Q3  " }, { name: "Board Pack (final).pdf", bytes: pdf }),
      { ...change(), now },
    );
    expect(file).toMatchObject({
      title: "Board Pack Q3",
      objectKey: expect.stringMatching(new RegExp(`^library/${now.getTime()}-[0-9a-f]{8}-Board-Pack-final-\\.pdf$`)),
      sizeBytes: pdf.length,
      uploadedBy: admin.id,
      uploadedAt: now.toISOString(),
    });
    const stored = await storage.get(parseObjectKey(file.objectKey)!);
    expect((await buffer(stored!.body)).equals(pdf)).toBe(true);
    expect((await listLibraryFiles(testDb.db)).items).toEqual([file]);
    const audit = await listAuditEntries(testDb.db);
    expect(audit.items).toMatchObject([
      { action: AuditAction.libraryUpload, email: admin.email, target: "Board Pack Q3", ipAddress: "203.0.113.9" },
    ]);
  });

  it.each([
    ["a text file renamed to .pdf", Buffer.from("Not a PDF at all, just words."), PDF_REJECTIONS.notPdf],
    ["an empty file", Buffer.alloc(0), PDF_REJECTIONS.empty],
    [
      "a PDF cut off before its end",
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n"),
      PDF_REJECTIONS.incomplete,
    ],
  ])("refuses %s with a clear message and stores nothing", async (_label, bytes, message) => {
    const error = await refusal(await uploadRequest({ title: "Refused" }, { name: "report.pdf", bytes }));
    expect(error).toMatchObject({ status: 400, message });
    await expectNothingStored();
  });

  it("cuts off a file past the limit while it streams, names the limit and stores nothing", async () => {
    const pdf = await pdfBytes({ paddingBytes: MAX_BYTES });
    const error = await refusal(await uploadRequest({ title: "Too big" }, { name: "big.pdf", bytes: pdf }));
    expect(error).toMatchObject({ status: 413, message: "The file is larger than the limit of 1 MB." });
    await expectNothingStored();
  });

  it("refuses a missing title or file with the form's messages, keeping nothing", async () => {
    const pdf = await pdfBytes();
    expect(await refusal(await uploadRequest({ title: "   " }, { name: "a.pdf", bytes: pdf }))).toMatchObject({
      status: 400,
      message: "Enter a title for the resource.",
    });
    expect(await refusal(await uploadRequest({ title: "No file" }))).toMatchObject({
      message: "Choose a PDF file to upload.",
    });
    expect(
      await refusal(await uploadRequest({ title: "Empty picker" }, { name: "", bytes: new Uint8Array() })),
    ).toMatchObject({ message: "Choose a PDF file to upload." });
    await expectNothingStored();
  });

  it.each([
    "../../outside.pdf",
    "..\\..\\outside.pdf",
    "/etc/passwd",
    "library/../../x.pdf",
    "%2e%2e%2fx.pdf",
    "....pdf",
  ])("keeps a file named %j inside the library bucket", async (name) => {
    const file = await uploadLibraryFile(
      await uploadRequest({ title: "Traversal" }, { name, bytes: await pdfBytes() }),
      change(),
    );
    expect(file.objectKey).toMatch(/^library\/\d+-[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(file.objectKey).not.toContain("..");
    const listed = await objects();
    expect(listed).toHaveLength(1);
    expect(listed[0]!.replace(/^uploads\//, "")).toBe(file.objectKey);
  });

  it("keeps two uploads of the same name in the same millisecond apart, and deleting one keeps the other", async () => {
    const now = new Date(Date.UTC(2025, 5, 1, 9, 30));
    const upload = async (title: string, bytes: Uint8Array) =>
      uploadLibraryFile(await uploadRequest({ title }, { name: "Board Pack.pdf", bytes }), { ...change(), now });
    const first = await upload("First admin's pack", await pdfBytes({ paddingBytes: 1_000 }));
    const secondPdf = await pdfBytes({ paddingBytes: 2_000 });
    const second = await upload("Second admin's pack", secondPdf);
    expect(second.objectKey).not.toBe(first.objectKey);
    for (const file of [first, second]) {
      expect(file.objectKey).toMatch(new RegExp(`^library/${now.getTime()}-[0-9a-f]{8}-Board-Pack\\.pdf$`));
    }
    expect(await objects()).toHaveLength(2);

    await removeLibraryFile(first.id, change());
    const kept = await storage.get(parseObjectKey(second.objectKey)!);
    expect((await buffer(kept!.body)).equals(secondPdf)).toBe(true);
    expect((await listLibraryFiles(testDb.db)).items).toEqual([second]);
  });

  it("removes the stored object when the row cannot be written", async () => {
    const missingUser = { ...admin, id: "no-such-user" };
    await expect(
      uploadLibraryFile(await uploadRequest({ title: "Orphan" }, { name: "a.pdf", bytes: await pdfBytes() }), {
        ...change(),
        user: missingUser,
      }),
    ).rejects.toThrow();
    await expectNothingStored();
  });

  it("deletes the row and the object together, with an audit entry", async () => {
    const file = await uploadLibraryFile(
      await uploadRequest({ title: "Doomed" }, { name: "doomed.pdf", bytes: await pdfBytes() }),
      change(),
    );
    expect(await removeLibraryFile(file.id, change())).toMatchObject({ id: file.id });
    await expectNothingStored();
    expect((await listAuditEntries(testDb.db, { action: AuditAction.libraryDeleted })).items).toMatchObject([
      { target: "Doomed", email: admin.email },
    ]);
    expect(await removeLibraryFile(file.id, change())).toBeNull();
  });

  it("a resource deleted from several tabs at once: one answer says deleted, one audit entry", async () => {
    const file = await uploadLibraryFile(
      await uploadRequest({ title: "Twice" }, { name: "twice.pdf", bytes: await pdfBytes() }),
      change(),
    );
    // On PostgreSQL both requests find the row before either deletes it.
    const removed = await Promise.all(Array.from({ length: 4 }, () => removeLibraryFile(file.id, change())));
    expect(removed.filter((result) => result !== null)).toHaveLength(1);
    await expectNothingStored();
    expect((await listAuditEntries(testDb.db, { action: AuditAction.libraryDeleted })).total).toBe(1);
  });

  it("leaves the database free for other requests while the store is still deleting the object", async () => {
    const file = await uploadLibraryFile(
      await uploadRequest({ title: "Slow store" }, { name: "slow.pdf", bytes: await pdfBytes() }),
      change(),
    );
    let storeReached!: () => void;
    const reached = new Promise<void>((resolve) => (storeReached = resolve));
    let storeAnswers!: () => void;
    const answered = new Promise<void>((resolve) => (storeAnswers = resolve));
    const slow: ObjectStorage = {
      ...storage,
      delete: async (key) => {
        storeReached();
        await answered;
        await storage.delete(key);
      },
    };
    const removal = removeLibraryFile(file.id, { ...change(), storage: slow });
    await reached;
    // On SQLite a transaction held across the store's call made every page of the site wait for the store.
    expect((await listLibraryFiles(testDb.db)).items).toEqual([file]);
    storeAnswers();
    expect(await removal).toMatchObject({ id: file.id });
    await expectNothingStored();
    expect((await listAuditEntries(testDb.db, { action: AuditAction.libraryDeleted })).total).toBe(1);
  });

  it("keeps the row (and its audit entry out) when the object cannot be deleted", async () => {
    const file = await uploadLibraryFile(
      await uploadRequest({ title: "Kept" }, { name: "kept.pdf", bytes: await pdfBytes() }),
      change(),
    );
    const failing: ObjectStorage = {
      ...storage,
      delete: async () => {
        throw new Error("storage unavailable");
      },
    };
    await expect(removeLibraryFile(file.id, { ...change(), storage: failing })).rejects.toThrow("storage unavailable");
    expect((await listLibraryFiles(testDb.db)).items).toEqual([file]);
    expect(await storage.stat(parseObjectKey(file.objectKey)!)).not.toBeNull();
    expect((await listAuditEntries(testDb.db, { action: AuditAction.libraryDeleted })).total).toBe(0);
  });
});
