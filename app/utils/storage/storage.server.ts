import { getEnv, type Env } from "~/utils/env.server";
import { createLocalStorage } from "./local-storage.server";
import type { ObjectStorage } from "./object-storage";
import { createS3Storage } from "./s3-storage.server";

export function createStorage(env: Env): ObjectStorage {
  if (env.STORAGE_DRIVER === "local") return createLocalStorage(env.STORAGE_DIR);
  return createS3Storage({
    // The environment schema requires S3_BUCKET when STORAGE_DRIVER=s3.
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

let storage: ObjectStorage | undefined;

/** The process-wide object storage chosen by STORAGE_DRIVER. */
export function getStorage(): ObjectStorage {
  storage ??= createStorage(getEnv());
  return storage;
}
