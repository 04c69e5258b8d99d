import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { createByteCounter } from "./byte-counter";
import type { ObjectKey } from "./object-key";
import type { ObjectStorage } from "./object-storage";

/**
 * Objects as files under one directory. Uploads are written to a temporary file first and renamed into
 * place only when complete, so a failed or oversized upload never leaves a partial object.
 */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = resolve(rootDir);
  // Keys never start with a dot, so the temporary folder can never collide with an object.
  const temporaryDir = join(root, ".incoming");

  function pathOf(key: ObjectKey): string {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`object key escapes the storage directory: ${key}`);
    return path;
  }

  async function sizeOf(key: ObjectKey): Promise<number | null> {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  return {
    async put(key, body, { maxBytes }) {
      const path = pathOf(key);
      await Promise.all([mkdir(dirname(path), { recursive: true }), mkdir(temporaryDir, { recursive: true })]);
      const temporary = join(temporaryDir, randomBytes(12).toString("hex"));
      const counter = createByteCounter(maxBytes);
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: counter.bytes() };
    },

    async get(key, range) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const body = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : undefined);
      return { size, body, range: range ?? null };
    },

    async stat(key) {
      const size = await sizeOf(key);
      return size === null ? null : { size };
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
