import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { onTestFinished } from "vitest";

/** The production build (`npm run build`) as a process that a test may kill, stop and start again. */
const serverEntry = join(process.cwd(), "server/index.ts");

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Whether something already listens on the port (say, a server a failed run left behind). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts the server and waits until /healthz answers 200; generous, as a busy machine can take a while. The
 * process is ended when the current test ends, whatever its outcome, so no server outlives a failed test.
 */
export async function startServer(env: Record<string, string>, log: string[]): Promise<ServerProcess> {
  // Else the health check would be answered by the other server and the test would run against it.
  if (await portInUse(Number(env.PORT))) throw new Error(`port ${env.PORT} is already in use`);
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${log.join("")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${log.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGKILL: no handler runs, nothing is flushed or closed; the process is gone as after a crash. */
export async function killServer(server: ServerProcess): Promise<void> {
  server.child.kill("SIGKILL");
  await server.exited;
}

export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  return server.exited;
}

/**
 * Whether a fetch failed because nothing listened: the request never reached a server, so sending it again
 * cannot store it twice. Any other failure (a connection cut mid-request) leaves it unknown whether it was stored.
 */
export function wasRefused(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if ((current as { code?: unknown }).code === "ECONNREFUSED") return true;
    current = current.cause;
  }
  return false;
}
