import { getEnv, type Env } from "~/utils/env.server";
import { createLocalStorage } from "./local-storage.server";
import type { ObjectStorage } from "./object-storage";
import type { S3StorageConfig } from "./s3-storage.server";

export function createStorage(env: Env): ObjectStorage {
  if (env.STORAGE_DRIVER === "local") return createLocalStorage(env.STORAGE_DIR);
  return lazyS3Storage(s3ConfigOf(env));
}

export function s3ConfigOf(env: Env): S3StorageConfig {
  return {
    // The environment schema requires S3_BUCKET when STORAGE_DRIVER=s3.
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The AWS SDK is about 35 MB resident: it loads with the first storage call, not with the server. */
function lazyS3Storage(config: S3StorageConfig): ObjectStorage {
  let loading: Promise<ObjectStorage> | undefined;
  const s3 = () => (loading ??= import("./s3-storage.server").then(({ createS3Storage }) => createS3Storage(config)));
  return {
    put: async (...args) => (await s3()).put(...args),
    get: async (...args) => (await s3()).get(...args),
    stat: async (...args) => (await s3()).stat(...args),
    delete: async (...args) => (await s3()).delete(...args),
  };
}

let storage: ObjectStorage | undefined;

/** The process-wide object storage chosen by STORAGE_DRIVER. */
export function getStorage(): ObjectStorage {
  storage ??= createStorage(getEnv());
  return storage;
}
