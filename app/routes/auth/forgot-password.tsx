import { data, Form } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { EmailSchema, formValues, validateAuthForm } from "~/validation/auth";
import { FormMessage } from "~/components/auth/form-message";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { requestPasswordReset } from "~/utils/auth-flows.server";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Toast } from "~/utils/toast";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/utils/form.server";

/** The same answer whether or not an account exists, so the form cannot be used to probe emails. */
const sentToast: Toast = {
  type: "success",
  title: "Check your email",
  description:
    "If an account exists for that address, we've sent a link to reset its password. The link expires in one hour.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request), ["email"]);
  const validation = validateAuthForm(EmailSchema, values);
  if (!validation.ok) return data({ toast: validation.toast }, { status: 400 });
  const result = await requestPasswordReset(request, context.clientIp, validation.data.email);
  if (!result.ok) return data({ toast: result.toast }, { status: result.status });
  return { toast: sentToast };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your account's email and we'll send you a link to choose a new password."
    >
      <Form method="post" noValidate className="space-y-5">
        <FormMessage toast={actionData?.toast} />
        <div className="space-y-2">
          <Label htmlFor="forgot-email">E-Mail Address</Label>
          <Input id="forgot-email" name="email" type="email" autoComplete="email" />
        </div>
        <Button type="submit" className="w-full">
          SEND RESET LINK
        </Button>
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Reset Your Password", path: "/forgot-password", siteUrl: siteUrlFrom(matches), noIndex: true });
