/**
 * Benchmarks of the production build (run `npm run build` first): starts the server on a fresh
 * SQLite database with the demo content and prints Lighthouse scores for home and an article page.
 * Record the results in docs/benchmarks.md.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLighthouse } from "./lib/lighthouse";

const port = process.env.BENCH_PORT ?? "3290";
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "cto-bench-"));

const server = spawn(process.execPath, ["server/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    SITE_URL: baseUrl,
    DATABASE_URL: join(workDir, "bench.db"),
    SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123",
    LOG_LEVEL: "warn",
  },
});

async function waitForHealthy() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start");
}

try {
  await waitForHealthy();
  console.log("| page | performance | accessibility | best practices | SEO |");
  console.log("|---|---|---|---|---|");
  for (const path of ["/", "/article/dora-metrics-without-the-theatre"]) {
    const { scores, failedAudits } = await runLighthouse(baseUrl + path);
    console.log(
      `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} |`,
    );
    for (const audit of failedAudits) console.error(`  ${path} below 100: ${audit}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(workDir, { recursive: true, force: true });
}
