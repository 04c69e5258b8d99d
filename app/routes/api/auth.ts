import { getAuth } from "~/utils/auth.server";
import type { Route } from "./+types/auth";

/**
 * Only the two links we send by email reach the auth engine directly; signing in, up and out
 * go through our own actions, which add rate limits and the audit trail.
 */
const EMAIL_LINK_PATHS = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/reset-password\/[^/]+$/];

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!EMAIL_LINK_PATHS.some((pattern) => pattern.test(pathname))) {
    throw new Response("Not Found", { status: 404 });
  }
  return getAuth().handler(request);
}

export async function action() {
  throw new Response("Method Not Allowed", { status: 405 });
}
