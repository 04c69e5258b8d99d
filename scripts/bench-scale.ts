/**
 * Latency of reading pages and admin lists by size of data, page cache off (run `npm run build` first).
 * `npm run bench:scale -- [--articles 100] [--leads 0] [--db path] [--duration 5] [--connections 4]`
 * seeds a fresh SQLite database (or reuses `--db`, seeded earlier with scripts/lib/bench-seed.ts: 100,000
 * articles take under a minute), signs in as an admin and measures each page with wrk. Prints a Markdown table
 * to compare runs of different sizes.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { runWrk } from "./lib/wrk";
import { benchServerEnv, memoryOf, signInCookie, startBenchServer, stopBenchServer } from "./lib/bench-server";

const { values: options } = parseArgs({
  options: {
    articles: { type: "string", default: "100" },
    leads: { type: "string", default: "0" },
    db: { type: "string" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "4" },
  },
});
const port = Number(process.env.BENCH_PORT ?? 3292);
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "cto-bench-scale-"));
const tsx = join("node_modules", ".bin", "tsx");
const admin = { email: "bench-admin@example.com", password: "bench-admin-password" };
const env = benchServerEnv(port, workDir, {
  PAGE_CACHE: "off",
  ADMIN_EMAILS: admin.email,
  // Every request comes from one address: its budget must not be what is measured.
  RATE_LIMITS: "signInIp=1000",
});

const PAGES: [string, string][] = [
  ["home", "/"],
  ["category", "/category/cloud-infrastructure"],
  ["article", "/article/dora-metrics-without-the-theatre"],
  ["all articles, page 5", "/all-articles?page=5"],
  ["search", "/search?q=platform+roadmap"],
  ["admin: manage articles", "/admin?tab=manage"],
  ["admin: manage articles, search", "/admin?tab=manage&q=platform"],
  ["admin: leads", "/admin/leads"],
  ["admin: leads, search", "/admin/leads?q=lead12345"],
  ["admin: newsletter", "/admin/leads?tab=newsletter"],
  ["admin: audit log", "/admin/logs"],
];

function measure(path: string, cookie?: string) {
  const headers = ["-H", "Accept-Encoding: gzip", ...(cookie ? ["-H", `Cookie: ${cookie}`] : [])];
  const { requestsPerSecond, p50, p99, non2xx } = runWrk([
    "-t1",
    `-c${options.connections}`,
    `-d${options.duration}s`,
    ...headers,
    baseUrl + path,
  ]);
  return { requestsPerSecond, p50, p99, errors: non2xx };
}

try {
  if (options.db) {
    copyFileSync(options.db, env.DATABASE_URL!);
  } else {
    execFileSync(tsx, ["scripts/lib/bench-seed.ts", "--articles", options.articles, "--leads", options.leads], {
      env,
      stdio: "inherit",
    });
  }
  execFileSync(tsx, ["scripts/create-user.ts", "--email", admin.email, "--password", admin.password, "--admin"], {
    env,
    stdio: "ignore",
  });
  const { child } = await startBenchServer(env, "/");
  const cookie = await signInCookie(baseUrl, admin);
  const rows: string[] = [];
  for (const [name, path] of PAGES) {
    const result = measure(path, path.startsWith("/admin") ? cookie : undefined);
    rows.push(
      `| ${name} | \`${path}\` | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} |`,
    );
  }
  const { peak } = memoryOf(child.pid!);
  await stopBenchServer(child);
  const database = new Database(env.DATABASE_URL!, { readonly: true });
  const count = (table: string) => (database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const counts = ["articles", "leads", "newsletter_subscribers"].map(count).join(" | ");
  database.close();
  console.log(
    `\narticles | leads | subscribers: ${counts}; wrk -t1 -c${options.connections} ${options.duration}s, cache off`,
  );
  console.log(`server peak RSS ${Math.round(peak)} MB\n`);
  console.log("| page | path | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
