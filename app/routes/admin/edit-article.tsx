import { AccessDeniedBoundary } from "~/components/access-denied";
import { requireAdmin } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/edit-article";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Edit Article</h1>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({ title: "Edit Article", path: `/admin/articles/edit/${params.slug}`, siteUrl: siteUrlFrom(matches), noIndex: true });

export function ErrorBoundary() {
  return <AccessDeniedBoundary description="You don't have permission to edit articles." action={{ to: "/", label: "Return to Home" }} />;
}
