import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "~/utils/storage/local-storage.server";
import { createObjectKey } from "~/utils/storage/object-key";
import { MultipartError, readMultipart } from "~/utils/multipart.server";
import { streamToBuffer } from "~/utils/streams.server";
import { multipartRequest } from "../setup/multipart-request";

const upload = (form: FormData) => multipartRequest("http://localhost/upload", form);

function formWith(file: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([file as BlobPart]), "report.pdf");
  return form;
}

const collect = async ({ stream, filename }: { stream: Readable; filename: string }) => ({
  filename,
  bytes: await streamToBuffer(stream),
});

describe("readMultipart", () => {
  it("hands over the text fields and the file's bytes as they were sent", async () => {
    const bytes = new Uint8Array(300_000).map((_, index) => index % 251);
    const { fields, file } = await readMultipart(await upload(formWith(bytes, { title: "Board pack" })), {
      maxFileBytes: 1_000_000,
      onFile: collect,
    });
    expect(fields).toEqual({ title: "Board pack" });
    expect(file?.filename).toBe("report.pdf");
    expect(Buffer.compare(file!.bytes, Buffer.from(bytes))).toBe(0);
  });

  it("answers null for the file when none was sent", async () => {
    const form = new FormData();
    form.set("title", "No file");
    const { fields, file } = await readMultipart(await upload(form), { maxFileBytes: 10, onFile: collect });
    expect(fields.title).toBe("No file");
    expect(file).toBeNull();
  });

  it("stops a file past the limit with a 413 that names the limit", async () => {
    const error = await readMultipart(await upload(formWith(new Uint8Array(2048))), {
      maxFileBytes: 1024,
      onFile: collect,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MultipartError);
    expect(error).toMatchObject({ status: 413, message: "The file is larger than the limit of 1 KB." });
  });

  it("stops reading a body larger than its file and fields could make, though no part of it passed a limit", async () => {
    // Bytes before the first boundary belong to no part, so no part's limit stopped them.
    const chunk = new Uint8Array(64 * 1024).fill(120);
    const chunks = 640;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === chunks) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body,
      duplex: "half",
    } as RequestInit);
    const error = await readMultipart(request, { maxFileBytes: 1024, onFile: collect }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MultipartError);
    expect(error).toMatchObject({ status: 413, message: "The upload is larger than the limit of 1 KB." });
    // The rest is read only as far as the refusal's own discard bound, never to the end.
    expect(sent).toBeLessThan(chunks);
  });

  it("refuses a body that is not multipart, or is malformed, with a 400", async () => {
    const plain = new Request("http://localhost/upload", { method: "POST", body: "title=x" });
    await expect(readMultipart(plain, { maxFileBytes: 10, onFile: collect })).rejects.toMatchObject({ status: 400 });
    const broken = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nunterminated',
    });
    await expect(readMultipart(broken, { maxFileBytes: 100, onFile: collect })).rejects.toMatchObject({ status: 400 });
  });

  it("refuses too many fields and over-long fields", async () => {
    const many = new FormData();
    for (let index = 0; index < 30; index += 1) many.set(`field${index}`, "x");
    await expect(readMultipart(await upload(many), { maxFileBytes: 10, onFile: collect })).rejects.toMatchObject({
      status: 413,
    });
    const long = new FormData();
    long.set("title", "x".repeat(20_000));
    await expect(readMultipart(await upload(long), { maxFileBytes: 10, onFile: collect })).rejects.toMatchObject({
      status: 413,
    });
  });

  it("passes on the consumer's own refusal", async () => {
    const refusal = new Error("not a PDF");
    await expect(
      readMultipart(await upload(formWith(new Uint8Array(100_000))), {
        maxFileBytes: 1_000_000,
        onFile: async () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
  });

  it("ends the file of an upload cut off mid-stream, so the consumer stores nothing and never hangs", async () => {
    const encoded = new Uint8Array(await new Response(formWith(new Uint8Array(1_000_000))).arrayBuffer());
    const contentType = new Response(formWith(new Uint8Array(1))).headers.get("content-type")!;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 300_000) return controller.error(new Error("client went away"));
        controller.enqueue(encoded.slice(sent, sent + 16_384));
        sent += 16_384;
      },
    });
    // The boundary of the cut-off body must match its header: rebuild the header from the same form.
    const boundary = new TextDecoder().decode(encoded.slice(2, encoded.indexOf(13)));
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": contentType.replace(/boundary=.*/, `boundary=${boundary}`) },
    } as RequestInit);
    const dir = mkdtempSync(join(tmpdir(), "cto-multipart-"));
    try {
      const storage = createLocalStorage(dir);
      let consumerSettled = false;
      const error = await readMultipart(request, {
        maxFileBytes: 2_000_000,
        onFile: ({ filename, stream }) =>
          storage
            .put(createObjectKey("library", filename), stream, { contentType: "application/pdf" })
            .finally(() => (consumerSettled = true)),
      }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 400, message: "The upload was interrupted." });
      expect(consumerSettled, "the answer waits for the consumer").toBe(true);
      const left = existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
      expect(left.filter((entry) => entry.isFile())).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a refusal that follows the file only after the consumer is done with it", async () => {
    const form = formWith(new Uint8Array(50_000));
    for (let index = 0; index < 30; index += 1) form.append(`after${index}`, "x");
    let consumerSettled = false;
    const error = await readMultipart(await upload(form), {
      maxFileBytes: 1_000_000,
      onFile: async ({ stream }) => {
        try {
          await streamToBuffer(stream);
        } finally {
          // A consumer cleaning up after itself, as one that stored the file would.
          await new Promise((resolve) => setTimeout(resolve, 50));
          consumerSettled = true;
        }
      },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 413 });
    expect(consumerSettled).toBe(true);
  });
});
