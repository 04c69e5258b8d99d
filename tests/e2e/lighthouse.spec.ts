import { runLighthouse } from "../../scripts/lib/lighthouse";
import { demoArticleSlug, expect, test } from "../playwright-utils";

/**
 * The product promises full SEO, accessibility and best-practices scores where readers arrive: home and
 * articles, on Lighthouse's mobile defaults as search engines score pages. These scores are correctness,
 * not speed; performance is measured by `npm run bench -- --lighthouse` (it varies with the machine's load).
 */
for (const path of ["/", `/article/${demoArticleSlug}`]) {
  test(`Lighthouse mobile scores SEO, accessibility and best practices 100 on ${path}`, async ({ baseURL }) => {
    test.setTimeout(90_000);
    const { scores, failedAudits } = await runLighthouse(baseURL + path, ["seo", "accessibility", "best-practices"]);
    expect(failedAudits).toEqual([]);
    expect(scores).toEqual({ seo: 100, accessibility: 100, "best-practices": 100 });
  });
}
