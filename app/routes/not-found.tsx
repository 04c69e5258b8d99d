import { useEffect } from "react";
import { useLocation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { logger } from "~/utils/logger.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.warn({ path: pathname }, "404: no route matches the requested path");
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Page not found", path: location.pathname, siteUrl: siteUrlFrom(matches), noIndex: true });

export function ErrorBoundary() {
  const { pathname } = useLocation();
  // The spec logs the bad path in the browser's console too, where a developer following a broken link looks.
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return <GeneralErrorBoundary />;
}
