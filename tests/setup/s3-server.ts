import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** s3rver's own folder: what a test reads to see what the store really holds. */
  directory: string;
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback with one empty bucket, for storage tests. */
export async function startS3Server({
  port = 0,
  bucket = "test-bucket",
}: { port?: number; bucket?: string } = {}): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "cto-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The credentials s3rver accepts for signed requests. */
export const s3rverCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** The app's environment for storing through this server. */
export function s3StorageEnv(s3: TestS3Server): Record<string, string> {
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
  };
}
