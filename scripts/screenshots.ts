/**
 * Screenshots of the main pages at desktop, tablet and mobile width, for looking at the design.
 * Usage: start the site, then `npm run screenshots -- [baseUrl] [path ...]` (files land in screenshots/).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/privacy-policy", "/does-not-exist", "/all-articles", "/signin"];
const widths = { desktop: 1280, tablet: 768, mobile: 390 };

// An operator who forgot to start the site gets one line that says so, not the browser's stack trace for every page.
try {
  await fetch(new URL("/healthz", baseUrl));
} catch {
  console.error(
    `No site answers at ${baseUrl}. Start it first (npm start), or pass its address: npm run screenshots -- http://127.0.0.1:3000`,
  );
  process.exit(1);
}

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const [name, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of pages) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    const file = `screenshots/${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
