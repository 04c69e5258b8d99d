/** wrk, the load generator the benchmarks prefer (one C thread per `-t`), run and read in one place. */
import { execFileSync, spawnSync } from "node:child_process";

export interface WrkResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Every answered request, 2xx or not. */
  requests: number;
  non2xx: number;
  /** Connections refused or reset, reads and writes that failed, timeouts. */
  socketErrors: number;
}

export const hasWrk = (): boolean => spawnSync("wrk", ["--version"]).error === undefined;

/** wrk prints latencies as "812.00us", "1.52ms" or "2.01s". */
function milliseconds(text: string): number {
  const match = /([\d.]+)(us|ms|s)\b/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

/** Runs wrk with these arguments (`--latency` is added) and reads its report. */
export function runWrk(args: string[]): WrkResult {
  const output = execFileSync("wrk", ["--latency", ...args], { encoding: "utf8" });
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: milliseconds(/\s50%\s+(\S+)/.exec(output)?.[1] ?? ""),
    p99: milliseconds(/\s99%\s+(\S+)/.exec(output)?.[1] ?? ""),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}
