import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { createLocalStorage } from "~/utils/storage/local-storage.server";
import type { ObjectStorage } from "~/utils/storage/object-storage";
import { createS3Storage } from "~/utils/storage/s3-storage.server";
import { s3rverCredentials, startS3Server } from "./s3-server";

/** Every file under a folder, as paths relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

export interface StorageBackend {
  name: string;
  /** `listAll` names everything the store holds, read around the storage module. */
  setUp: () => Promise<{ storage: ObjectStorage; listAll: () => Promise<string[]>; tearDown: () => Promise<void> }>;
}

/** The two real storage backends the tests run on: a local folder and an S3-compatible server on loopback. */
export const storageBackends: StorageBackend[] = [
  {
    name: "local directory",
    setUp: async () => {
      // The storage root sits one level down, so anything written beside it would show up too.
      const dir = mkdtempSync(join(tmpdir(), "cto-storage-"));
      return {
        storage: createLocalStorage(join(dir, "uploads")),
        listAll: async () => filesUnder(dir),
        tearDown: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3-compatible server (s3rver)",
    setUp: async () => {
      const server = await startS3Server();
      const config = {
        region: "us-east-1",
        endpoint: server.endpoint,
        forcePathStyle: true,
        credentials: s3rverCredentials,
      };
      const client = new S3Client(config);
      return {
        storage: createS3Storage({ bucket: server.bucket, ...config }),
        // Objects as the S3 API lists them. (s3rver does not implement aborting a multipart upload, so parts
        // of an aborted upload stay in its folder; they are never objects, and real S3 discards them.)
        listAll: async () => {
          const listing = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
          return (listing.Contents ?? []).map((object) => object.Key ?? "").sort();
        },
        tearDown: async () => {
          client.destroy();
          await server.close();
        },
      };
    },
  },
];
