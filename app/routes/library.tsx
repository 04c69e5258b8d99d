import { requireUser } from "~/utils/permissions.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/library";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { isAdmin: user.isAdmin };
}

export default function Library({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Resource Library</h1>
      <div className="mt-8 rounded-card border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-lg font-semibold">No resources available</p>
        <p className="mt-2 text-muted">
          {loaderData.isAdmin
            ? "Upload the first resource to get started."
            : "Resources will appear here once they're uploaded."}
        </p>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Resource Library", path: "/library", siteUrl: siteUrlFrom(matches) });
