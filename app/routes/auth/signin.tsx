import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { authToasts, formValues, SignInSchema, validateAuthForm } from "~/validation/auth";
import { SignInForm } from "~/components/auth/sign-in-form";
import { signIn } from "~/utils/auth-flows.server";
import { getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/signin";
import { readForm } from "~/utils/form.server";
import { serverActionOr } from "~/utils/server-action-or";
import { isAdminPage } from "~/utils/admin-area";

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  if (await getUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

/**
 * Once the form has signed the reader in, it goes on itself: to where they were going, or to the page offering the
 * file they asked for. Reloading this page's data first would race it with a redirect to that address, which for a
 * file is a download from the sign-in page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/signin" ? false : defaultShouldRevalidate;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form, ["email", "password"]);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/");
  const validation = validateAuthForm(SignInSchema, values);
  if (!validation.ok) return data({ ok: false, toast: validation.toast, email: values.email }, { status: 400 });

  const result = await signIn(request, context.clientIp, validation.data);
  if (!result.ok) return data({ ok: false, toast: result.toast, email: values.email }, { status: result.status });
  // With JavaScript the form shows the toast and moves on itself; without it, a redirect carries the toast.
  if (form.get("client") === "js") {
    return data({ ok: true, toast: authToasts.signInSuccess, redirectTo }, { headers: result.headers });
  }
  return redirectWithToast(redirectTo, authToasts.signInSuccess, { headers: result.headers });
}

/** What signing in leads to, said under the title: the page the reader was sent here from, else the library. */
function subtitleFor(redirectTo: string): string {
  if (isAdminPage(redirectTo)) {
    return "Welcome back. Sign in to reach the admin area.";
  }
  return "Welcome back. Sign in to reach the resource library.";
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Log In To Your Account" subtitle={subtitleFor(loaderData.redirectTo)}>
      <SignInForm
        idPrefix="signin"
        redirectTo={loaderData.redirectTo}
        serverToast={actionData?.ok === false ? actionData.toast : null}
        defaultEmail={actionData && "email" in actionData ? actionData.email : undefined}
      />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Sign In", path: "/signin", siteUrl: siteUrlFrom(matches), noIndex: true });

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, { ok: false, toast: authToasts.signInUnexpected });
}
