import { redirect } from "react-router";

/**
 * Sends visitors who are not signed in to /signin, remembering where they were going.
 * Accounts arrive with the auth engine; until then nobody is signed in.
 */
export async function requireUser(request: Request): Promise<never> {
  const { pathname, search } = new URL(request.url);
  throw redirect(`/signin?${new URLSearchParams({ redirectTo: pathname + search })}`);
}
