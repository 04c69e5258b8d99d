/**
 * Lead submissions per second through POST /api/leads, as the contact form sends them, with the stored
 * count checked afterwards: every 2xx must be a stored lead. The server must be started with a lead budget
 * per network larger than the run (RATE_LIMITS=leadIp=…): all load comes from one address.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { hasWrk, runWrk } from "./wrk";

export interface LeadSubmissionRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  accepted: number;
  stored: number;
  refused: number;
  tool: string;
}

/** Rows in a table of a SQLite database, read beside the running server. */
export function sqliteRowCount(databaseFile: string, table: "leads" | "newsletter_subscribers"): number {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function formBody(baseUrl: string): Promise<string> {
  // A signed page time older than the spam trap's minimum, as a person's would be.
  const contact = await (await fetch(`${baseUrl}/contact`)).text();
  const token = /name="formStartedAt" value="([^"]+)"/.exec(contact)?.[1];
  if (!token) throw new Error("no signed page time on /contact");
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  return new URLSearchParams({
    firstName: "Bench",
    lastName: "Visitor",
    company: "Load Test Ltd",
    email: "visitor@bench.example.com",
    phone: "+1 555 010 0000",
    touchpoint: "Contact Form",
    formStartedAt: token,
    website: "",
  }).toString();
}

/** wrk (one thread, in C) leaves the second core to the server; autocannon runs in Node and needs one of its own. */
function postWithWrk(url: string, body: string, connections: number, duration: number) {
  const dir = mkdtempSync(join(tmpdir(), "cto-bench-wrk-"));
  try {
    const script = join(dir, "post.lua");
    writeFileSync(
      script,
      `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\nwrk.body = ${JSON.stringify(body)}\n`,
    );
    const run = runWrk(["-t1", `-c${connections}`, `-d${duration}s`, "-s", script, url]);
    return {
      requestsPerSecond: run.requestsPerSecond,
      p50: run.p50,
      p99: run.p99,
      accepted: run.requests - run.non2xx - run.socketErrors,
      refused: run.non2xx + run.socketErrors,
      tool: `wrk -t1 -c${connections}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runAutocannon(url: string, body: string, connections: number, duration: number) {
  const result = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    connections,
    duration,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted: result["2xx"],
    refused: result.non2xx + result.errors,
    tool: `autocannon -c${connections}`,
  };
}

export async function measureLeadSubmissions(
  baseUrl: string,
  databaseFile: string,
  { connections, duration }: { connections: number; duration: number },
): Promise<LeadSubmissionRun> {
  const body = await formBody(baseUrl);
  const before = sqliteRowCount(databaseFile, "leads");
  const url = `${baseUrl}/api/leads`;
  const run = hasWrk()
    ? postWithWrk(url, body, connections, duration)
    : await runAutocannon(url, body, connections, duration);
  // Requests in flight when the run stops are stored but not counted: at most one per connection.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const stored = sqliteRowCount(databaseFile, "leads") - before;
  if (stored < run.accepted || stored > run.accepted + connections) {
    throw new Error(`${run.accepted} leads accepted but ${stored} stored`);
  }
  return { ...run, stored };
}

export const describeLeadSubmissions = (run: LeadSubmissionRun) =>
  `lead submissions (${run.tool}): ${Math.round(run.requestsPerSecond)} per second, p50 ${run.p50} ms, p99 ${run.p99} ms; ` +
  `${run.accepted} answered 2xx, ${run.stored} stored (the difference: requests in flight when the run stopped), ${run.refused} refused`;
