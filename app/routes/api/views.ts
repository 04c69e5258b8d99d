import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { findPublishedArticleId } from "~/models/article.server";
import { readForm } from "~/utils/form.server";
import { getUser } from "~/utils/permissions.server";
import { consume, networkKey } from "~/utils/rate-limit.server";
import { countArticleView, isCountableView } from "~/utils/view-counter.server";
import type { Route } from "./+types/views";

/**
 * POST /api/views: the article page reports one view once it has loaded in a browser. Counting here
 * rather than in the loader counts a page load once (not each revalidation) and works when the page itself
 * comes from a cache.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const slug = (await readForm(request)).get("slug");
  if (typeof slug !== "string" || slug === "" || slug.length > 200) {
    return data({ message: "Say which article was viewed (slug)." }, { status: 400 });
  }
  const [viewer, limit] = await Promise.all([getUser(request), consume("articleViewIp", networkKey(context.clientIp))]);
  if (!limit.allowed) return new Response(null, { status: 429 });
  if (!isCountableView(request, viewer)) return new Response(null, { status: 204 });
  const articleId = await findPublishedArticleId(getDb(), slug);
  if (!articleId) return data({ message: "No such article." }, { status: 404 });
  countArticleView(articleId);
  return new Response(null, { status: 204 });
}

export function loader() {
  throw data("Report views with POST", { status: 405, headers: { Allow: "POST" } });
}
