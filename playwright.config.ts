import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
// The test server's SMTP sink writes here and the tests read from here (workers inherit the variable).
process.env.E2E_MAILBOX_DIR ??= join(tmpdir(), `cto-e2e-mailbox-${port}`);
// The test server writes its database URL and storage directory here, so tests can check what is stored.
process.env.E2E_SERVER_STATE_FILE ??= join(tmpdir(), `cto-e2e-server-${port}.json`);

const WRITES_ARTICLES = /(admin-articles|page-cache|forged-admin-writes|stored-xss)\.spec\.ts$/;

export const chromiumLaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Long journeys (lead chat timings, uploads, exports) on a busy 2-core machine need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded for every test to keep the failing ones; in CI nobody opens them (the log and the error
    // context say what failed), and recording adds to CI's time on a slow host.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: WRITES_ARTICLES,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    // Tests that publish and delete articles, or add library files, run after the rest, whose pages count what is there.
    {
      name: "article-writes",
      testMatch: WRITES_ARTICLES,
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: "node tests/e2e-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Playwright kills the server with SIGKILL unless told otherwise: its database and files would be left behind.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    env: {
      E2E_PORT: String(port),
      E2E_SMTP_PORT: String(smtpPort),
      E2E_MAILBOX_DIR: process.env.E2E_MAILBOX_DIR,
      E2E_SERVER_STATE_FILE: process.env.E2E_SERVER_STATE_FILE,
    },
  },
});
