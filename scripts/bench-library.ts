/**
 * `npm run bench:library -- [--megabytes 100] [--rounds 1] [--s3]`
 *
 * Starts the production build (run `npm run build` first) on a fresh SQLite database and local storage
 * (or, with `--s3`, an S3-compatible server, s3rver, on loopback),
 * signs in as an admin, uploads a PDF of the given size (streamed from a generator, never built in memory
 * here either) and downloads it back, `rounds` times, sampling the server's resident memory (RSS) every
 * 50 ms. Prints the RSS before the first transfer, the peak during each one and the growth, and fails when
 * the growth reaches 50 MB: a file must stream through the server, not sit in it. Results go into
 * docs/benchmarks.md.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pdfStream } from "../tests/setup/pdf";
import { s3StorageEnv, startS3Server, type TestS3Server } from "../tests/setup/s3-server";
import { benchServerEnv, memoryOf, signInCookie, startBenchServer, stopBenchServer } from "./lib/bench-server";

const { values: options } = parseArgs({
  options: {
    megabytes: { type: "string", default: "100" },
    rounds: { type: "string", default: "1" },
    s3: { type: "boolean", default: false },
  },
});
const fileBytes = Number(options.megabytes) * 1024 * 1024;
const rounds = Number(options.rounds);
const LIMIT_MB = 50;
const WARM_UP_BYTES = 20 * 1024 * 1024;
const port = Number(process.env.BENCH_PORT ?? 3291);
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "cto-bench-library-"));
const admin = { email: "bench-admin@example.com", password: "bench-admin-password" };

const serverEnv = benchServerEnv(port, workDir, {
  ADMIN_EMAILS: admin.email,
  LIBRARY_MAX_BYTES: String(fileBytes + 1024 * 1024),
  SEED_DEMO_CONTENT: "false",
});

const rssMb = (pid: number) => memoryOf(pid).rss;

/** Runs `work` while sampling the server's RSS; answers its result, the peak seen and the time taken. */
async function sampled<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; seconds: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb(pid)), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

/** A multipart upload whose file part streams from the PDF generator, as a browser sends a large file. */
function uploadBody(title: string, paddingBytes: number): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----bench${Date.now().toString(36)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { stream } = pdfStream({ paddingBytes });
  async function* parts() {
    yield head;
    for await (const chunk of stream) yield chunk as Buffer;
    yield tail;
  }
  const iterator = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(cookie: string, title: string, paddingBytes: number): Promise<string> {
  const { body, contentType } = uploadBody(title, paddingBytes);
  const response = await fetch(`${baseUrl}/library/upload`, {
    method: "POST",
    headers: { cookie, "content-type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
  const answer = (await response.json()) as { ok: boolean; id?: string; error?: string };
  if (!answer.ok || !answer.id) throw new Error(`upload failed (${response.status}): ${answer.error ?? "no reason"}`);
  return answer.id;
}

/** Reads a download to its end, hashing it on the way. */
async function download(cookie: string, id: string): Promise<{ bytes: number; sha256: string }> {
  const response = await fetch(`${baseUrl}/library/${id}/download`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest("hex") };
}

async function expectedDigest(paddingBytes: number): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of pdfStream({ paddingBytes }).stream) {
    bytes += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { bytes, sha256: hash.digest("hex") };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error("run `npm run build` first");
  const created = spawnSync(
    join("node_modules", ".bin", "tsx"),
    ["scripts/create-user.ts", "--email", admin.email, "--password", admin.password, "--admin"],
    { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (created.status !== 0) throw new Error("could not create the admin account");

  let s3: TestS3Server | undefined;
  if (options.s3) {
    s3 = await startS3Server();
    Object.assign(serverEnv, s3StorageEnv(s3));
  }
  const { child: server } = await startBenchServer(serverEnv);
  const pid = server.pid!;
  try {
    const cookie = await signInCookie(baseUrl, admin);
    // Warm up the code on the way (multipart, storage, the PDF check, the download handler) and the memory
    // allocator: the first large transfer after start grows RSS by 45-70 MB even in a bare Express handler
    // that only counts an upload's bytes, once, whatever the file size. The baseline is taken after it.
    const warmId = await upload(cookie, "Warm-up", WARM_UP_BYTES);
    await download(cookie, warmId);
    for (let index = 0; index < 5; index += 1) await fetch(`${baseUrl}/library`, { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baselineMb = rssMb(pid);

    const expected = await expectedDigest(fileBytes);
    const runs: { name: string; seconds: number; peakMb: number }[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const suffix = rounds > 1 ? ` ${round}` : "";
      const uploaded = await sampled(pid, () => upload(cookie, `Benchmark PDF${suffix}`, fileBytes));
      runs.push({ name: `upload${suffix}`, seconds: uploaded.seconds, peakMb: uploaded.peakMb });
      const downloaded = await sampled(pid, () => download(cookie, uploaded.result));
      runs.push({ name: `download${suffix}`, seconds: downloaded.seconds, peakMb: downloaded.peakMb });
      if (downloaded.result.bytes !== expected.bytes || downloaded.result.sha256 !== expected.sha256) {
        throw new Error("the downloaded file differs from the uploaded one");
      }
    }

    const sizeMb = expected.bytes / 1024 / 1024;
    const storage = options.s3 ? "S3 (s3rver)" : "local directory";
    console.log(
      `\nPDF of ${round1(sizeMb)} MB, ${storage}; server RSS before the first transfer: ${round1(baselineMb)} MB\n`,
    );
    console.log("| transfer | time | throughput | peak RSS | RSS growth |");
    console.log("|---|---|---|---|---|");
    for (const run of runs) {
      const columns = [
        run.name,
        `${round1(run.seconds)} s`,
        `${round1(sizeMb / run.seconds)} MB/s`,
        `${round1(run.peakMb)} MB`,
        `${round1(run.peakMb - baselineMb)} MB`,
      ];
      console.log(`| ${columns.join(" | ")} |`);
    }
    const growth = Math.max(...runs.map((run) => run.peakMb - baselineMb));
    if (growth >= LIMIT_MB) {
      console.error(`\nRSS grew by ${round1(growth)} MB: more than the ${LIMIT_MB} MB allowed.`);
      process.exitCode = 1;
    }
  } finally {
    await stopBenchServer(server);
    await s3?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
