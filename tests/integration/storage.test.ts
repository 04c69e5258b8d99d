import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "~/utils/storage/local-storage.server";
import { createObjectKey, type ObjectKey } from "~/utils/storage/object-key";
import { ObjectTooLargeError, type ObjectStorage } from "~/utils/storage/object-storage";
import { filesUnder, storageBackends } from "../setup/storage-backends";

/** A stream that yields `size` random bytes in chunks, as an upload arriving over the network does. */
function randomStream(size: number, chunkSize = 64 * 1024): { stream: Readable; digest: () => string } {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = randomBytes(Math.min(chunkSize, size - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest("hex") };
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(storageBackends)("object storage contract: $name", (backend) => {
  let storage: ObjectStorage;
  let listAll: () => Promise<string[]>;
  let tearDown: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, listAll, tearDown } = await backend.setUp());
  });
  afterAll(async () => {
    await tearDown();
  });

  const key = (name: string): ObjectKey => createObjectKey("library", `${name}-${randomBytes(4).toString("hex")}.pdf`);

  it("stores a streamed body and gives the same bytes back as a stream", async () => {
    const objectKey = key("round-trip");
    const { stream, digest } = randomStream(3 * 1024 * 1024 + 17);
    expect(await storage.put(objectKey, stream, { contentType: "application/pdf" })).toEqual({
      size: 3 * 1024 * 1024 + 17,
    });
    expect(await storage.stat(objectKey)).toEqual({ size: 3 * 1024 * 1024 + 17 });
    const stored = await storage.get(objectKey);
    expect(stored?.size).toBe(3 * 1024 * 1024 + 17);
    expect(sha256(await buffer(stored!.body))).toBe(digest());
  });

  it("stores bodies larger than one multipart part", async () => {
    const objectKey = key("multipart");
    const size = 11 * 1024 * 1024 + 3;
    const { stream, digest } = randomStream(size);
    await storage.put(objectKey, stream, { contentType: "application/pdf" });
    const stored = await storage.get(objectKey);
    expect(sha256(await buffer(stored!.body))).toBe(digest());
  });

  it("serves a byte range with the size of the whole object", async () => {
    const objectKey = key("range");
    const body = Buffer.from("0123456789abcdefghij");
    await storage.put(objectKey, Readable.from([body]), { contentType: "application/pdf" });
    const stored = await storage.get(objectKey, { start: 5, end: 9 });
    expect(stored?.size).toBe(20);
    expect(stored?.range).toEqual({ start: 5, end: 9 });
    expect((await buffer(stored!.body)).toString()).toBe("56789");
  });

  it("answers null for a missing object and deletes idempotently", async () => {
    const objectKey = key("missing");
    expect(await storage.get(objectKey)).toBeNull();
    expect(await storage.stat(objectKey)).toBeNull();
    await storage.delete(objectKey);
    await storage.put(objectKey, Readable.from([Buffer.from("%PDF-1.7")]), { contentType: "application/pdf" });
    await storage.delete(objectKey);
    expect(await storage.stat(objectKey)).toBeNull();
    await storage.delete(objectKey);
  });

  it("aborts an upload past the size limit and stores nothing, not even a part", async () => {
    const before = await listAll();
    const objectKey = key("too-large");
    const { stream } = randomStream(7 * 1024 * 1024);
    await expect(
      storage.put(objectKey, stream, { contentType: "application/pdf", maxBytes: 6 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.stat(objectKey)).toBeNull();
    expect(await listAll()).toEqual(before);
  });

  it("stores nothing when the uploading client goes away mid-stream", async () => {
    const before = await listAll();
    const objectKey = key("aborted");
    let sent = 0;
    const stream = new Readable({
      read() {
        sent += 1;
        if (sent > 20) this.destroy(new Error("client disconnected"));
        else this.push(randomBytes(64 * 1024));
      },
    });
    await expect(storage.put(objectKey, stream, { contentType: "application/pdf" })).rejects.toThrow();
    expect(await storage.stat(objectKey)).toBeNull();
    expect(await listAll()).toEqual(before);
  });

  it("keeps objects of the two buckets apart", async () => {
    const image = createObjectKey("article-images", "banner.png");
    const pdf = createObjectKey("library", "banner.png");
    await storage.put(image, Readable.from([Buffer.from("image")]), { contentType: "image/png" });
    await storage.put(pdf, Readable.from([Buffer.from("pdf")]), { contentType: "application/pdf" });
    expect((await buffer((await storage.get(image))!.body)).toString()).toBe("image");
    expect((await buffer((await storage.get(pdf))!.body)).toString()).toBe("pdf");
  });
});

describe("local storage confinement", () => {
  it("refuses a key that would leave the storage directory, even one that bypassed the key checks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cto-storage-"));
    try {
      const storage = createLocalStorage(join(dir, "uploads"));
      const forged = "library/../../outside.pdf" as ObjectKey;
      await expect(
        storage.put(forged, Readable.from([Buffer.from("x")]), { contentType: "application/pdf" }),
      ).rejects.toThrow(/escapes the storage directory/);
      await expect(storage.get(forged)).rejects.toThrow(/escapes the storage directory/);
      await expect(storage.delete(forged)).rejects.toThrow(/escapes the storage directory/);
      expect(filesUnder(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
