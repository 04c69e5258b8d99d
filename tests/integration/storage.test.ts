import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { type AddressInfo, createServer as createTcpServer, type Socket } from "node:net";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "~/utils/storage/local-storage.server";
import { createS3Storage } from "~/utils/storage/s3-storage.server";
import { createObjectKey, type ObjectKey } from "~/utils/storage/object-key";
import { ObjectTooLargeError, type ObjectStorage } from "~/utils/storage/object-storage";
import { s3rverCredentials, startS3Server } from "../setup/s3-server";
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

describe("S3 storage and time", () => {
  const objectKey = createObjectKey("library", "timed.pdf");

  // Without a time limit each call waited for ever: a reader's download and an admin's upload never came back.
  it("fails each call instead of waiting for ever when the store takes the connection and never answers", async () => {
    const sockets = new Set<Socket>();
    const silent = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const storage = createS3Storage({
      bucket: "library-bucket",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      forcePathStyle: true,
      credentials: s3rverCredentials,
    });
    try {
      await Promise.all([
        expect(storage.stat(objectKey)).rejects.toMatchObject({ name: "TimeoutError" }),
        expect(storage.get(objectKey)).rejects.toMatchObject({ name: "TimeoutError" }),
        expect(
          storage.put(objectKey, Readable.from([Buffer.from("%PDF-1.7")]), { contentType: "application/pdf" }),
        ).rejects.toMatchObject({ name: "TimeoutError" }),
        expect(storage.delete(objectKey)).rejects.toMatchObject({ name: "TimeoutError" }),
      ]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 90_000);

  it("still delivers a whole download whose reader stalls for longer than the store may stay silent", async () => {
    const server = await startS3Server();
    try {
      const storage = createS3Storage({
        bucket: server.bucket,
        region: "us-east-1",
        endpoint: server.endpoint,
        forcePathStyle: true,
        credentials: s3rverCredentials,
      });
      const { stream, digest } = randomStream(8 * 1024 * 1024);
      await storage.put(objectKey, stream, { contentType: "application/pdf" });
      const stored = await storage.get(objectKey);
      // A phone's connection that drops for a few seconds stops the body for as long.
      stored!.body.pause();
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      expect(sha256(await buffer(stored!.body))).toBe(digest());
    } finally {
      await server.close();
    }
  }, 60_000);
});
