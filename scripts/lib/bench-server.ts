/**
 * The production server as the benchmarks run it: one environment, start until a path answers 200, stop
 * with SIGTERM, resident memory from the kernel, and the cookie of a signed-in account.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function benchServerEnv(port: number, workDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: join(workDir, "bench.db"),
    STORAGE_DIR: join(workDir, "uploads"),
    SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123",
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** The V8 flags of `npm start` (package.json); docs/benchmarks.md says what each saves. */
const V8_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=192", "--no-concurrent-recompilation"];

/** Starts `server/index.ts` and waits until `readyPath` answers 200; answers the process and how long that took. */
export async function startBenchServer(
  env: NodeJS.ProcessEnv,
  readyPath = "/healthz",
): Promise<{ child: ChildProcess; firstOkMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...V8_FLAGS, "server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (code ${child.exitCode})`);
    try {
      if ((await fetch(`${env.SITE_URL}${readyPath}`)).ok) return { child, firstOkMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The kernel's numbers for a process, in MB: resident now, and its high-water mark. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** Signs in through the form and answers the session cookie. */
export async function signInCookie(siteUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${siteUrl}/signin`, {
    method: "POST",
    body: new URLSearchParams(account),
    redirect: "manual",
    headers: { origin: siteUrl },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
