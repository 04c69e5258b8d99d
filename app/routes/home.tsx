import { InsightsIndex } from "~/components/article/insights-index";
import { PageOutOfRangeBoundary } from "~/components/page-out-of-range";
import { siteConfig } from "~/site.config";
import { getEnv } from "~/utils/env.server";
import { pageHref } from "~/utils/pagination";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { organizationJsonLd, websiteJsonLd } from "~/utils/structured-data";
import { loadInsightsIndex } from "./+shared/insights-index.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const siteUrl = getEnv().SITE_URL;
  // Made here, on the server, so the structured data adds nothing to the page's JavaScript.
  const structuredData = [websiteJsonLd(siteUrl), organizationJsonLd(siteUrl)];
  return { ...(await loadInsightsIndex(request, undefined)), structuredData };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <InsightsIndex featured={loaderData.featured} latest={loaderData.latest} selectedCategory={null} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) return pageMeta({ title: "Page not found", path: "/", siteUrl, noIndex: true });
  const { page } = loaderData.latest;
  // Every page of the list is a page of its own, so each is its own canonical.
  return pageMeta({
    title: page > 1 ? `Latest Insights (page ${page})` : siteConfig.name,
    path: pageHref("/", "", page),
    siteUrl,
  });
};

export function ErrorBoundary() {
  return <PageOutOfRangeBoundary />;
}
