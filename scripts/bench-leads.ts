/**
 * Lead benchmarks against the production build on SQLite (run `npm run build` first):
 * 1. lead submissions per second through POST /api/leads (scripts/lib/lead-submissions.ts), the stored count
 *    checked against the 2xx answers afterwards;
 * 2. the CSV exports of `--leads` leads and as many newsletter subscribers (1,000,000 by default): time to
 *    the last byte, rows, size, and the server's resident memory (RSS) sampled every 50 ms. The lead export
 *    runs twice: the first large response after a start grows RSS once by about 80 MB, whatever its size
 *    (V8 sizes its heap for the allocation rate), so the second run's growth over the RSS before it shows
 *    what the export itself holds.
 * `npm run bench:leads -- [--leads 1000000] [--duration 10] [--connections 20]`; results are appended to
 * docs/benchmarks.md.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { LEADS_EXPORT_PATH, NEWSLETTER_EXPORT_PATH } from "~/utils/lead-exports";
import { describeLeadSubmissions, measureLeadSubmissions, sqliteRowCount } from "./lib/lead-submissions";
import { benchServerEnv, memoryOf, signInCookie, startBenchServer, stopBenchServer } from "./lib/bench-server";

const { values: options } = parseArgs({
  options: {
    leads: { type: "string", default: "1000000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const port = Number(process.env.BENCH_PORT ?? 3291);
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "cto-bench-leads-"));
const databaseUrl = join(workDir, "bench.db");
const tsx = join("node_modules", ".bin", "tsx");
const admin = { email: "bench-admin@example.com", password: "bench-admin-password" };

const env = benchServerEnv(port, workDir, {
  ADMIN_EMAILS: admin.email,
  // One client sends everything: its per-network budget must not be what is measured.
  RATE_LIMITS: "leadIp=1000000000,signInIp=1000",
});

async function startServer(): Promise<ChildProcess> {
  return (await startBenchServer(env)).child;
}

const rowCount = (table: "leads" | "newsletter_subscribers") => sqliteRowCount(databaseUrl, table);
const leadCount = () => rowCount("leads");

interface ExportRun {
  rows: number;
  megabytes: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

/** Downloads an export as a browser would (gzip), counting its rows and sampling the server's RSS meanwhile. */
async function runExport(pid: number, cookie: string, path: string): Promise<ExportRun> {
  const rssBefore = memoryOf(pid).rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, memoryOf(pid).rss)), 50);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, "accept-encoding": "gzip" } });
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeak = Math.max(rssPeak, memoryOf(pid).rss);
    return { rows: lines - 1, megabytes: bytes / 1024 / 1024, seconds, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

let server = await startServer();
try {
  // 1. Submissions.
  const submissions = await measureLeadSubmissions(baseUrl, databaseUrl, {
    connections: Number(options.connections),
    duration: Number(options.duration),
  });
  console.log(describeLeadSubmissions(submissions));

  // 2. The export of many leads: seeded straight into the database, read back through the admin's download.
  await stopBenchServer(server);
  const target = Number(options.leads);
  execFileSync(tsx, ["scripts/lib/bench-seed.ts", "--articles", "0", "--leads", String(target)], {
    env,
    stdio: "inherit",
  });
  execFileSync(tsx, ["scripts/create-user.ts", "--email", admin.email, "--password", admin.password, "--admin"], {
    env,
    stdio: "ignore",
  });
  server = await startServer();
  const cookie = await signInCookie(baseUrl, admin);
  const firstLeads = await runExport(server.pid!, cookie, LEADS_EXPORT_PATH);
  const leads = await runExport(server.pid!, cookie, LEADS_EXPORT_PATH);
  if (leads.rows !== leadCount()) throw new Error(`the export has ${leads.rows} rows for ${leadCount()} leads`);
  const newsletter = await runExport(server.pid!, cookie, NEWSLETTER_EXPORT_PATH);
  if (newsletter.rows !== rowCount("newsletter_subscribers")) {
    throw new Error(`the newsletter export has ${newsletter.rows} rows for ${rowCount("newsletter_subscribers")}`);
  }
  const describe = (run: ExportRun) =>
    `${round(run.seconds)} s, ${round(run.megabytes)} MB; RSS ${round(run.rssBefore)} MB before, peak ${round(run.rssPeak)} MB (+${round(run.rssPeak - run.rssBefore)} MB)`;
  console.log(`lead export, first after the start: ${firstLeads.rows} leads, ${describe(firstLeads)}`);
  console.log(`lead export: ${leads.rows} leads, ${describe(leads)}`);
  console.log(`newsletter export: ${newsletter.rows} subscribers, ${describe(newsletter)}`);

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  appendFileSync(
    "docs/benchmarks.md",
    `\n${new Date().toISOString().slice(0, 10)}, commit ${commit}, \`npm run bench:leads\` (SQLite, production build, ` +
      `${options.connections} connections for ${options.duration} s; load average at the end ` +
      `${loadavg()
        .map((load) => load.toFixed(1))
        .join(" / ")}):\n\n` +
      `| measure | result |\n|---|---|\n` +
      `| lead submissions (POST /api/leads, ${submissions.tool}) | ${round(submissions.requestsPerSecond)} per second, p99 ${submissions.p99} ms; ${submissions.accepted} answered 2xx, ${submissions.stored} stored (the difference: requests in flight when the run stopped), ${submissions.refused} refused |\n` +
      `| CSV export of ${leads.rows.toLocaleString("en-US")} leads, first after the start | ${describe(firstLeads)} |\n` +
      `| CSV export of ${leads.rows.toLocaleString("en-US")} leads, again | ${describe(leads)} |\n` +
      `| newsletter CSV export of ${newsletter.rows.toLocaleString("en-US")} subscribers | ${describe(newsletter)} |\n`,
  );
} finally {
  await stopBenchServer(server);
  rmSync(workDir, { recursive: true, force: true });
}
