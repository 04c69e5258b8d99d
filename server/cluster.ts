import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** More unexpected worker deaths than this within the window is a crash loop: restarting will not help. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 30_000;

/**
 * The primary process of `WEB_CONCURRENCY` workers. Each worker runs the whole server on the shared port; the
 * primary only forks them, replaces one that dies unexpectedly, and on SIGTERM or SIGINT passes the signal on
 * and exits once every worker has drained: 0 when all of them stopped cleanly.
 */
export function runPrimary(count: number, logger: Logger, graceMs: number): void {
  const live = new Set<Worker>();
  const crashes: number[] = [];
  let stopping: NodeJS.Signals | undefined;
  let clean = true;

  const fork = () => live.add(cluster.fork());

  const stop = (signal: NodeJS.Signals, reason = "signal") => {
    if (stopping) return;
    stopping = signal;
    logger.info({ signal, reason, workers: live.size }, "shutting down: draining every worker");
    for (const worker of live) worker.process.kill(signal);
    const force = setTimeout(() => {
      logger.error("workers did not finish in time; exiting");
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, graceMs + 2_000);
    force.unref();
    if (live.size === 0) process.exit(1);
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      // A worker still starting up when the signal came dies of it without having served anything.
      if (code !== 0 && signal !== stopping) clean = false;
      if (live.size === 0) process.exit(clean ? 0 : 1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > MAX_CRASHES) {
      logger.fatal({ crashes: crashes.length, windowMs: CRASH_WINDOW_MS }, "workers keep dying; giving up");
      clean = false;
      stop("SIGTERM", "crash loop");
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker died unexpectedly; starting another");
    fork();
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let index = 0; index < count; index += 1) fork();
  logger.info({ workers: count }, "started worker processes");
}
