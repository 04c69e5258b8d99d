import { redirect } from "react-router";
import { signOut } from "~/utils/auth-flows.server";
import { getUser } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/signout";

export async function loader() {
  // Signing out changes state, so it only happens on POST.
  throw redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request);
  const headers = await signOut(request, context.clientIp, user);
  return redirectWithToast(
    "/",
    { type: "message", title: "Signed out", description: "You have been signed out." },
    { headers },
  );
}
