import { InsightsIndex } from "~/components/article/insights-index";
import { siteConfig } from "~/site.config";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { loadInsightsIndex } from "./+shared/insights-index.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  return loadInsightsIndex(request, undefined);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <InsightsIndex featured={loaderData.featured} latest={loaderData.latest} selectedCategory={null} />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: siteConfig.name, path: "/", siteUrl: siteUrlFrom(matches) });
