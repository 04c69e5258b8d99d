import { InsightsIndex } from "~/components/article/insights-index";
import { PageOutOfRangeBoundary } from "~/components/page-out-of-range";
import { pageHref } from "~/utils/pagination";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { loadInsightsIndex } from "./+shared/insights-index.server";
import type { Route } from "./+types/category";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadInsightsIndex(request, params.slug);
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <InsightsIndex
      featured={loaderData.featured}
      latest={loaderData.latest}
      selectedCategory={loaderData.selectedCategory}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({ title: "Page not found", path: `/category/${params.slug}`, siteUrl, noIndex: true });
  }
  const { selectedCategory: category, latest } = loaderData;
  const pageSuffix = latest.page > 1 ? ` (page ${latest.page})` : "";
  if (!category) {
    // An unknown slug shows the home list: a copy of the home page, never a page of its own.
    return pageMeta({
      title: `Insights${pageSuffix}`,
      path: pageHref("/", "", latest.page),
      siteUrl,
      noIndex: true,
    });
  }
  return pageMeta({
    title: `${category.name} Insights${pageSuffix}`,
    description: category.description,
    path: pageHref(`/category/${category.slug}`, "", latest.page),
    siteUrl,
  });
};

export function ErrorBoundary() {
  return <PageOutOfRangeBoundary />;
}
