import { runLighthouse } from "../../scripts/lib/lighthouse";
import { demoArticleSlug, expect, test } from "../playwright-utils";

/** The product promises full SEO and accessibility scores where readers arrive: home and articles. */
for (const path of ["/", `/article/${demoArticleSlug}`]) {
  test(`Lighthouse scores SEO and accessibility 100 on ${path}`, async ({ baseURL }) => {
    test.setTimeout(90_000);
    const { scores, failedAudits } = await runLighthouse(baseURL + path, ["seo", "accessibility"], "desktop");
    expect(failedAudits).toEqual([]);
    expect(scores).toEqual({ seo: 100, accessibility: 100 });
  });
}
