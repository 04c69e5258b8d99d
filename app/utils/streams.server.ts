import type { Readable } from "node:stream";

/** Collects a stream into memory: only for streams already bounded (a size-limited upload, a stored image). */
export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
