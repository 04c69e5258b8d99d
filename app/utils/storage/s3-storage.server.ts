import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createByteCounter } from "./byte-counter";
import type { ObjectStorage } from "./object-storage";
import { failWhenStoreFallsSilent } from "./silent-store-watchdog";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3's multipart minimum; with two parts in flight an upload holds at most ~10 MB in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * The SDK waits for ever by default, so a store that takes the connection and then stops answering kept a
 * reader's download and an admin's upload waiting with it. A call now fails once the store is unreachable for
 * this long, or silent this long while it is sent or answered; the SDK tries each call three times, so a hung
 * store is reported within about 15 s.
 */
const CONNECTION_TIMEOUT_MS = 3_000;
const SILENCE_TIMEOUT_MS = 5_000;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

type Timeouts = { socketTimeout: number } | { requestTimeout: number; throwOnRequestTimeout: true };

function clientFor(config: S3StorageConfig, timeouts: Timeouts): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Streamed bodies of unknown length; checksums only where S3 requires them (S3-compatible stores
    // otherwise store the chunk framing as part of the object).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, ...timeouts },
  });
}

/** Read by the start-up check; never stored, so the store answers that it has no such object. */
const PROBE_KEY = "storage-check/never-stored";

/**
 * Why the store cannot be used with this configuration, naming the setting to look at, or null when it can. Reading
 * an object that is never stored needs what the app needs (the bucket, valid keys, and the right to read and list it:
 * without s3:ListBucket a missing object reads as denied, not missing) and changes nothing.
 */
export async function s3StorageProblem(config: S3StorageConfig): Promise<string | null> {
  const client = clientFor(config, { socketTimeout: SILENCE_TIMEOUT_MS });
  try {
    const found = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: PROBE_KEY }));
    (found.Body as Readable | undefined)?.destroy();
    return null;
  } catch (error) {
    return describeFailure(error, config);
  } finally {
    client.destroy();
  }
}

function describeFailure(error: unknown, config: S3StorageConfig): string | null {
  const bucket = `bucket "${config.bucket}"`;
  if (error instanceof S3ServiceException) {
    switch (error.name) {
      case "NoSuchKey":
        return null;
      case "NoSuchBucket":
        return `there is no ${bucket} (S3_BUCKET)`;
      case "InvalidAccessKeyId":
        return "the store does not know the access key (S3_ACCESS_KEY_ID)";
      case "SignatureDoesNotMatch":
        return "the secret key does not match the access key (S3_SECRET_ACCESS_KEY)";
      case "AccessDenied":
        return `access to ${bucket} is denied: the keys need s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket on it`;
      case "PermanentRedirect":
      case "AuthorizationHeaderMalformed":
        return `${bucket} is not in region "${config.region}" (S3_REGION)`;
    }
    return `the store answered ${error.$metadata.httpStatusCode ?? "?"} ${error.name} for ${bucket}: ${error.message}`;
  }
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === "CredentialsProviderError") {
    return "no credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give the machine a role";
  }
  const where = config.endpoint ?? `AWS S3 in ${config.region}`;
  return `the store at ${where} cannot be reached (S3_ENDPOINT): ${message || code || name}`;
}

/** Objects in one bucket of S3 or an S3-compatible store, through the official SDK. */
export function createS3Storage(config: S3StorageConfig): ObjectStorage {
  const client = clientFor(config, { socketTimeout: SILENCE_TIMEOUT_MS });
  // A download's body flows at the reader's pace, and a reader whose connection stalls for a moment must not be
  // cut off as a silent store would be: the SDK bounds a download only until the store answers, and the body is
  // cut only when the store is silent while the reader is waiting for it.
  const downloads = clientFor(config, { requestTimeout: SILENCE_TIMEOUT_MS, throwOnRequestTimeout: true });
  const Bucket = config.bucket;

  return {
    async put(key, body, { contentType, maxBytes }) {
      const counter = createByteCounter(maxBytes);
      // A failing body (a client that goes away, the size limit) fails the upload, whose parts S3 then
      // discards; the body's own error is the one worth reporting.
      let bodyError: Error | undefined;
      const counted = pipeline(body, counter, (error) => {
        bodyError = error ?? undefined;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? error;
      }
      return { size: counter.bytes() };
    },

    async get(key, range) {
      try {
        const response = await downloads.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const total = response.ContentRange?.match(/\/(\d+)$/)?.[1];
        return {
          size: total ? Number(total) : Number(response.ContentLength ?? 0),
          body: failWhenStoreFallsSilent(response.Body as Readable, SILENCE_TIMEOUT_MS),
          range: range ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(response.ContentLength ?? 0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
