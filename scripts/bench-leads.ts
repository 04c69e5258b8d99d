/**
 * Lead benchmarks against the production build on SQLite (run `npm run build` first):
 * 1. lead submissions per second through POST /api/leads with autocannon, the stored count checked against
 *    the 2xx answers afterwards;
 * 2. the CSV export of `--leads` leads (1,000,000 by default): time to the last byte, rows, size, and the
 *    server's resident memory before and at its peak.
 * `npm run bench:leads -- [--leads 1000000] [--duration 10] [--connections 10]`; results are appended to
 * docs/benchmarks.md.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { benchServerEnv, memoryOf, signInCookie, startBenchServer, stopBenchServer } from "./lib/bench-server";

const { values: options } = parseArgs({
  options: {
    leads: { type: "string", default: "1000000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
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

function leadCount(): number {
  const db = new Database(databaseUrl, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from leads").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

let server = await startServer();
try {
  // 1. Submissions: a signed page time older than the spam trap's minimum, as a person's would be.
  const contact = await (await fetch(`${baseUrl}/contact`)).text();
  const token = /name="formStartedAt" value="([^"]+)"/.exec(contact)?.[1];
  if (!token) throw new Error("no signed page time on /contact");
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const before = leadCount();
  const body = new URLSearchParams({
    firstName: "Bench",
    lastName: "Visitor",
    company: "Load Test Ltd",
    email: "visitor@bench.example.com",
    phone: "+1 555 010 0000",
    touchpoint: "Contact Form",
    formStartedAt: token,
    website: "",
  }).toString();
  const submissions = await autocannon({
    url: `${baseUrl}/api/leads`,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    connections: Number(options.connections),
    duration: Number(options.duration),
  });
  // Requests still in flight when the run stops are stored but not counted: at most one per connection.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const stored = leadCount() - before;
  const accepted = submissions["2xx"];
  if (stored < accepted || stored > accepted + Number(options.connections)) {
    throw new Error(`${accepted} leads accepted but ${stored} stored`);
  }
  console.log(
    `submissions: ${round(submissions.requests.average)} req/s, p99 ${submissions.latency.p99} ms, ${accepted} answered 2xx, ${stored} stored, non-2xx ${submissions.non2xx}`,
  );

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
  const idle = memoryOf(server.pid!);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/admin/leads/export`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(server.pid!);
  const rows = lines - 1;
  const expected = leadCount();
  if (rows !== expected) throw new Error(`the export has ${rows} rows for ${expected} leads`);
  console.log(
    `export: ${rows} leads, ${round(bytes / 1024 / 1024)} MB in ${round(seconds)} s; server RSS ${round(idle.rss)} MB before, peak ${round(after.peak)} MB`,
  );

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  appendFileSync(
    "docs/benchmarks.md",
    `\n${new Date().toISOString().slice(0, 10)}, commit ${commit}, \`npm run bench:leads\` (SQLite, production build, ` +
      `${options.connections} connections for ${options.duration} s):\n\n` +
      `| measure | result |\n|---|---|\n` +
      `| lead submissions (POST /api/leads) | ${round(submissions.requests.average)} per second, p99 ${submissions.latency.p99} ms; ${accepted} answered 2xx, ${stored} stored (the difference: requests in flight when the run stopped), ${submissions.non2xx} refused |\n` +
      `| CSV export of ${rows.toLocaleString("en-US")} leads | ${round(seconds)} s, ${round(bytes / 1024 / 1024)} MB; server RSS ${round(idle.rss)} MB before, peak ${round(after.peak)} MB |\n`,
  );
} finally {
  await stopBenchServer(server);
  rmSync(workDir, { recursive: true, force: true });
}
