import { redirect } from "react-router";
import { signOut } from "~/utils/auth-flows.server";
import { readForm } from "~/utils/form.server";
import { getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/signout";

/** Pages only a signed-in visitor may see: signing out there lands on the home page instead. */
const SIGNED_IN_ONLY = /^\/(admin|library)(\/|\?|#|$)/;

export async function loader() {
  // Signing out changes state, so it only happens on POST.
  throw redirect("/");
}

/** Signs out and goes back to the page the visitor was on, unless only signed-in visitors may see it. */
export async function action({ request, context }: Route.ActionArgs) {
  const [user, form] = await Promise.all([getUser(request), readForm(request)]);
  const headers = await signOut(request, context.clientIp, user);
  const back = safeRedirect(form.get("redirectTo"));
  return redirectWithToast(
    SIGNED_IN_ONLY.test(back) ? "/" : back,
    { type: "message", title: "Signed out", description: "You have been signed out." },
    { headers },
  );
}
