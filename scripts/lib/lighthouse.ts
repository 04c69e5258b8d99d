import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The performance score's metrics, in milliseconds (CLS unitless), as Lighthouse estimates them for its device. */
export const LIGHTHOUSE_METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;
export type LighthouseMetric = (typeof LIGHTHOUSE_METRICS)[keyof typeof LIGHTHOUSE_METRICS];

export interface LighthouseResult {
  url: string;
  scores: Partial<Record<LighthouseCategory, number>>;
  metrics: Partial<Record<LighthouseMetric, number>>;
  failedAudits: string[];
  /** Set when Lighthouse could not measure the page (then the scores are 0). */
  runtimeError?: string;
  /**
   * Chromium's own CPU speed reading for this run (Lighthouse's `benchmarkIndex`): the simulated phone's blocking
   * time is scaled from tasks timed on this machine, so a slow or busy host shows here before it shows in TBT.
   */
  benchmarkIndex?: number;
}

/** Runs Lighthouse with Debian's Chromium against a URL; scores are 0–100. */
export async function runLighthouse(
  url: string,
  categories: readonly LighthouseCategory[] = LIGHTHOUSE_CATEGORIES,
  /** Mobile is Lighthouse's default (a throttled phone), as search engines score pages. */
  device: "mobile" | "desktop" = "mobile",
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      ...(device === "desktop"
        ? {
            formFactor: "desktop" as const,
            screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
            throttlingMethod: "provided" as const,
          }
        : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const scores: Partial<Record<LighthouseCategory, number>> = {};
    const failedAudits: string[] = [];
    for (const category of categories) {
      const entry = lhr.categories[category];
      scores[category] = Math.round((entry?.score ?? 0) * 100);
      for (const ref of entry?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failedAudits.push(`${category}: ${ref.id}`);
      }
    }
    const metrics: Partial<Record<LighthouseMetric, number>> = {};
    for (const [id, name] of Object.entries(LIGHTHOUSE_METRICS)) {
      const value = lhr.audits[id]?.numericValue;
      if (value !== undefined) metrics[name] = value;
    }
    return {
      url,
      scores,
      metrics,
      failedAudits,
      runtimeError: lhr.runtimeError?.message,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
