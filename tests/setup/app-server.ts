import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../../scripts/lib/free-port";

/** The production build (`npm run build`) as a real process on a port of its own. */
const serverEntry = join(process.cwd(), "server/index.ts");

export interface AppServer {
  base: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the server with `env` (NODE_ENV is left unset on purpose: production is the default), on `env.PORT`
 * when given, else on a free port. A free port can still be taken in the moment before the server binds it, so
 * that case starts again on another.
 */
export async function startAppServer(env: Record<string, string>, cwd: string): Promise<AppServer> {
  for (let attempt = 1; ; attempt++) {
    const port = env.PORT ?? String(await freePort());
    try {
      return await startOnPort(port, env, cwd);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!portTaken || env.PORT !== undefined || attempt === 3) throw error;
    }
  }
}

async function startOnPort(port: string, env: Record<string, string>, cwd: string): Promise<AppServer> {
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: port, LOG_LEVEL: "info", ...env },
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  // Generous: on a busy two-core machine several servers starting at once take many seconds each.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { base, child, output: () => output, stop };
}
