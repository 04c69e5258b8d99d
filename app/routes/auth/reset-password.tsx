import { data, Form, Link } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { formValues, NewPasswordSchema, validateAuthForm } from "~/validation/auth";
import { FormMessage } from "~/components/auth/form-message";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { findResetLinkEmail, resetPassword } from "~/utils/auth-flows.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reset-password";
import { readForm } from "~/utils/form.server";

/**
 * The emailed link passes through the auth engine, which sends a valid token here as ?token= and a bad one as ?error=.
 * The page is checked again on its own: a reload after the link was used, or after it expired, must not offer a form
 * that can only fail. The account's address comes along, for password managers to file the new password under.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  const email = token && !params.get("error") ? await findResetLinkEmail(token) : null;
  return email ? { token, email } : { token: null, email: null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form, ["password", "confirmPassword", "token"]);
  const validation = validateAuthForm(NewPasswordSchema, values);
  if (!validation.ok) return data({ toast: validation.toast }, { status: 400 });
  const result = await resetPassword(values.token ?? "", validation.data.password);
  if (!result.ok) return data({ toast: result.toast }, { status: result.status });
  return redirectWithToast("/signin", {
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthCard title="Link Expired" subtitle="This reset link is invalid, has expired or was already used.">
        <Button asChild className="w-full">
          <Link to="/forgot-password">REQUEST A NEW LINK</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password" subtitle="Your new password must be at least 6 characters long.">
      <Form method="post" noValidate className="space-y-5">
        <FormMessage toast={actionData?.toast} />
        <input type="hidden" name="token" value={loaderData.token} />
        <div className="space-y-2">
          <Label htmlFor="reset-email">E-Mail Address</Label>
          <Input
            id="reset-email"
            type="email"
            autoComplete="username"
            value={loaderData.email}
            readOnly
            className="bg-slate-50"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="reset-password">New Password</Label>
          <Input id="reset-password" name="password" type="password" autoComplete="new-password" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="reset-confirm-password">Confirm Password</Label>
          <Input id="reset-confirm-password" name="confirmPassword" type="password" autoComplete="new-password" />
        </div>
        <Button type="submit" className="w-full">
          SET NEW PASSWORD
        </Button>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.token ? "Choose a New Password" : "Link Expired",
    path: "/reset-password",
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });
