/**
 * `npm run bench -- [--articles 100] [--leads 0] [--duration 10] [--connections 50] [--lighthouse]
 *   [--lighthouse-runs 3] [--pages-only]`
 *
 * Builds if needed, seeds a fresh SQLite database of the chosen size, starts the production server and
 * measures in one run: reading pages with gzip (requests/s, p50, p99, errors), lead submissions per second
 * (20 connections, the stored count checked), the article page with the page cache off, a static-file
 * baseline of the same article (nginx with gzip_static when installed, else Node), server RSS at idle and at
 * peak, the time from process start to the first 200, the JavaScript and CSS the home and article pages load
 * (gzip), and Lighthouse with its mobile defaults when asked (median and range of several runs: the machine is
 * shared). `--pages-only` skips the load tests and measures only page weight and Lighthouse. Load comes from
 * wrk when installed, else autocannon, after a short unmeasured warm-up per page. Prints a Markdown table to
 * append to docs/benchmarks.md.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchServerEnv, memoryOf, startBenchServer, stopBenchServer } from "./lib/bench-server";
import { LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_METRICS, runLighthouse, type LighthouseResult } from "./lib/lighthouse";
import { describeLeadSubmissions, measureLeadSubmissions } from "./lib/lead-submissions";
import { hasWrk, runWrk } from "./lib/wrk";
import { describePageWeight, measurePageWeight } from "./lib/page-weight";

const { values: options } = parseArgs({
  options: {
    articles: { type: "string", default: "100" },
    leads: { type: "string", default: "0" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    lighthouse: { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
    "pages-only": { type: "boolean", default: false },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const lighthouseRuns = Number(options["lighthouse-runs"]);
const port = Number(process.env.BENCH_PORT ?? 3290);
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "cto-bench-"));
const tsx = join("node_modules", ".bin", "tsx");

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const serverEnv = (extra: Record<string, string> = {}) =>
  // All load comes from one address: its lead budget must not be what is measured.
  benchServerEnv(port, workDir, { RATE_LIMITS: "leadIp=1000000000", ...extra });

/** Resident memory of the server, in MB, sampled until stopped. */
function sampleRss(pid: number) {
  const idle = memoryOf(pid).rss;
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 100);
  return { idle, stop: () => (clearInterval(timer), Math.max(peak, memoryOf(pid).rss)) };
}

const wrkInstalled = hasWrk();

/** Load before the measured run: the first seconds after a start are JIT compilation and cache filling. */
const WARM_UP_SECONDS = 2;

async function measure(name: string, url: string): Promise<Measurement> {
  if (wrkInstalled) {
    const wrk = (seconds: number) =>
      runWrk(["-t2", `-c${connections}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip", url]);
    wrk(WARM_UP_SECONDS);
    const { requestsPerSecond, p50, p99, non2xx, socketErrors } = wrk(duration);
    return { name, requestsPerSecond, p50, p99, errors: non2xx + socketErrors };
  }
  const load = (seconds: number) =>
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
  await load(WARM_UP_SECONDS);
  const result = await load(duration);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The article's HTML, precompressed, served by nginx with gzip_static (or by Node when nginx is absent). */
async function startStaticBaseline(html: Buffer): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = join(workDir, "static");
  mkdirSync(root, { recursive: true });
  // nginx's workers run as an unprivileged user: they must be able to reach the files.
  chmodSync(workDir, 0o755);
  writeFileSync(join(root, "article.html"), html);
  writeFileSync(join(root, "article.html.gz"), gzipSync(html, { level: 9 }));
  const staticPort = port + 1;
  if (existsSync("/usr/sbin/nginx")) {
    const conf = join(workDir, "nginx.conf");
    writeFileSync(
      conf,
      `worker_processes 2; pid ${workDir}/nginx.pid; error_log ${workDir}/nginx-error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; sendfile on; gzip_static on; gzip_vary on;
  client_body_temp_path ${workDir}/nginx-body; proxy_temp_path ${workDir}/nginx-proxy;
  fastcgi_temp_path ${workDir}/nginx-fcgi; uwsgi_temp_path ${workDir}/nginx-uwsgi; scgi_temp_path ${workDir}/nginx-scgi;
  types { text/html html; }
  server { listen 127.0.0.1:${staticPort}; root ${root}; } }`,
    );
    const nginx = spawn("/usr/sbin/nginx", ["-c", conf, "-p", workDir], { stdio: "inherit" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {
      url: `http://127.0.0.1:${staticPort}/article.html`,
      stop: async () => {
        const exited = new Promise((resolve) => nginx.once("exit", resolve));
        nginx.kill("SIGQUIT");
        await exited;
      },
    };
  }
  const gz = gzipSync(html, { level: 9 });
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip", "content-length": gz.length });
    res.end(gz);
  });
  await new Promise<void>((resolve) => server.listen(staticPort, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${staticPort}/article.html`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const round = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : "n/a");

try {
  if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  execFileSync(tsx, ["scripts/lib/bench-seed.ts", "--articles", options.articles, "--leads", options.leads], {
    stdio: "inherit",
    env: serverEnv(),
  });

  const articlePath = "/article/dora-metrics-without-the-theatre";
  const targets: [string, string][] = [
    ["article", articlePath],
    ["home", "/"],
    ["category", "/category/cloud-infrastructure"],
    ["all-articles page 5", "/all-articles?page=5"],
    ["search", "/search?q=platform+roadmap"],
    ["rss", "/rss.xml"],
    ["sitemap", "/sitemap.xml"],
  ];

  const { child, firstOkMs } = await startBenchServer(serverEnv(), "/");
  const rss = sampleRss(child.pid!);
  const results: Measurement[] = [];
  if (!options["pages-only"]) for (const [name, path] of targets) results.push(await measure(name, baseUrl + path));
  const leadSubmissions = options["pages-only"]
    ? undefined
    : await measureLeadSubmissions(baseUrl, join(workDir, "bench.db"), { connections: 20, duration });
  const peakRss = rss.stop();
  const articleHtml = Buffer.from(await (await fetch(baseUrl + articlePath)).arrayBuffer());
  const pageWeights = [
    describePageWeight("home", await measurePageWeight(baseUrl, "/")),
    describePageWeight("article", await measurePageWeight(baseUrl, articlePath)),
  ];
  // One page at a time: two throttled Chromiums on the same cores would slow each other's main thread.
  const lighthouse: { path: string; runs: LighthouseResult[]; failures: string[] }[] = [];
  if (options.lighthouse) {
    for (const path of ["/", articlePath]) {
      // A run Lighthouse could not record (it scores it 0) measures nothing: it is reported and run again.
      const runs: LighthouseResult[] = [];
      const failures: string[] = [];
      for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns * 2; attempt++) {
        const result = await runLighthouse(baseUrl + path);
        if (result.runtimeError) failures.push(result.runtimeError);
        else runs.push(result);
      }
      lighthouse.push({ path, runs, failures });
    }
  }
  await stopBenchServer(child);

  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${options.articles} articles, ${options.leads} leads, ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")}`,
  );
  if (!options["pages-only"]) {
    const uncached = await startBenchServer(serverEnv({ PAGE_CACHE: "off" }), "/");
    const uncachedRss = sampleRss(uncached.child.pid!);
    results.push(await measure("article, cache off", baseUrl + articlePath));
    const uncachedPeak = uncachedRss.stop();
    await stopBenchServer(uncached.child);

    const baseline = await startStaticBaseline(articleHtml);
    const staticResult = await measure(
      existsSync("/usr/sbin/nginx") ? "static (nginx gzip_static)" : "static (node)",
      baseline.url,
    );
    await baseline.stop();

    console.log(`\n${wrkInstalled ? "wrk -t2" : "autocannon"} -c${connections} ${duration}s, gzip\n`);
    console.log("| what | req/s | p50 ms | p99 ms | errors | share of static |");
    console.log("|---|---|---|---|---|---|");
    for (const result of [...results, staticResult]) {
      const share = `${round((result.requestsPerSecond / staticResult.requestsPerSecond) * 100)}%`;
      console.log(
        `| ${result.name} | ${round(result.requestsPerSecond)} | ${round(result.p50)} | ${round(result.p99)} | ${result.errors} | ${share} |`,
      );
    }
    if (leadSubmissions) console.log(`\n${describeLeadSubmissions(leadSubmissions)}`);
    console.log(
      `\nRSS idle ${round(rss.idle)} MB, peak ${round(peakRss)} MB (cache off: peak ${round(uncachedPeak)} MB); first 200 after ${Math.round(firstOkMs)} ms`,
    );
  }
  console.log(`\n${pageWeights.join("\n")}`);
  if (lighthouse.length > 0) {
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const summary = (values: number[], digits = 0) => {
      const sorted = values.toSorted((a, b) => a - b);
      const show = (value: number) => value.toFixed(digits);
      return sorted.length > 1
        ? `${show(median(sorted))} (${show(sorted[0]!)}–${show(sorted.at(-1)!)})`
        : show(sorted[0] ?? 0);
    };
    const metricNames = Object.values(LIGHTHOUSE_METRICS);
    console.log(
      `\nLighthouse mobile (simulated throttling), median (range) of ${lighthouseRuns} runs; metrics in ms\n\n` +
        `| page | performance | accessibility | best practices | SEO | ${metricNames.join(" | ")} |\n` +
        `|${"---|".repeat(5 + metricNames.length)}`,
    );
    for (const { path, runs, failures } of lighthouse) {
      const scores = LIGHTHOUSE_CATEGORIES.map((category) => summary(runs.map((run) => run.scores[category] ?? 0)));
      const metrics = metricNames.map((name) =>
        summary(
          runs.map((run) => run.metrics[name] ?? Number.NaN),
          name === "CLS" ? 3 : 0,
        ),
      );
      console.log(`| ${path} | ${[...scores, ...metrics].join(" | ")} |`);
      for (const failure of failures)
        console.error(`  ${path}: a run Lighthouse could not record, run again: ${failure}`);
      for (const audit of new Set(runs.flatMap((run) => run.failedAudits)))
        console.error(`  ${path} below 100: ${audit}`);
    }
    const benchmarkIndexes = lighthouse.flatMap(({ runs }) => runs.flatMap((run) => run.benchmarkIndex ?? []));
    if (benchmarkIndexes.length > 0)
      console.log(`\nChromium's benchmark index (host CPU speed; higher is faster): ${summary(benchmarkIndexes)}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
