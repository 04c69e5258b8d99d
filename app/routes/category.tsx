import { InsightsIndex } from "~/components/article/insights-index";
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
  const category = loaderData?.selectedCategory;
  return pageMeta({
    title: category ? `${category.name} Insights` : "Insights",
    description: category
      ? `Strategic insights on ${category.name.toLowerCase()} for CTOs and technology executives.`
      : undefined,
    path: `/category/${params.slug}`,
    siteUrl: siteUrlFrom(matches),
  });
};
