/**
 * Lighthouse scores of the home page and an article page of a running site.
 *   npm run lighthouse -- [baseUrl] [articlePath]
 */
import { runLighthouse } from "./lib/lighthouse";

const [baseUrl = "http://localhost:3000", articlePath = "/article/dora-metrics-without-the-theatre"] = process.argv.slice(2);

for (const path of ["/", articlePath]) {
  const { scores, failedAudits } = await runLighthouse(baseUrl + path);
  console.log(`${path}: ${Object.entries(scores).map(([category, score]) => `${category} ${score}`).join(", ")}`);
  for (const audit of failedAudits) console.log(`  below 100: ${audit}`);
}
