import { data, redirect } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { authToasts, formValues, SignUpSchema, validateAuthForm } from "~/validation/auth";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { signUp } from "~/utils/auth-flows.server";
import { getUser } from "~/utils/permissions.server";
import { authPagePath, safeRedirect } from "~/utils/redirect";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/signup";
import { readForm } from "~/utils/form.server";
import { serverActionOr } from "~/utils/server-action-or";

/** Reached from sign-in's SIGN UP with where the visitor was going, which sign-up hands back to sign-in. */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  if (await getUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form, ["email", "password", "confirmPassword"]);
  const validation = validateAuthForm(SignUpSchema, values);
  if (!validation.ok) return data({ ok: false, toast: validation.toast, email: values.email }, { status: 400 });

  const result = await signUp(request, context.clientIp, validation.data);
  if (!result.ok) return data({ ok: false, toast: result.toast, email: values.email }, { status: result.status });
  if (form.get("client") === "js") return data({ ok: true, toast: authToasts.signUpSuccess });
  return redirectWithToast(
    authPagePath("/signin", safeRedirect(form.get("redirectTo"), "/")),
    authToasts.signUpSuccess,
  );
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Create Your Account" subtitle="Join to download our library of resources for technology leaders.">
      <SignUpForm
        idPrefix="signup"
        redirectTo={loaderData.redirectTo}
        serverToast={actionData?.ok === false ? actionData.toast : null}
        defaultEmail={actionData && "email" in actionData ? actionData.email : undefined}
      />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Sign Up", path: "/signup", siteUrl: siteUrlFrom(matches), noIndex: true });

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, { ok: false, toast: authToasts.signUpUnexpected });
}
