import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Toast } from "~/utils/toast";
import { AuthSwitch } from "./auth-switch";
import { SignInSchema } from "~/validation/auth";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";
import { downloadThroughLink } from "~/utils/download-link";
import { pageOfferingFile } from "~/utils/file-downloads";
import { authPagePath } from "~/utils/redirect";

export function SignInForm({
  idPrefix,
  redirectTo,
  onSuccess,
  onSwitchToSignUp,
  onForgotPassword,
  serverToast,
  defaultEmail,
  onEmailChange,
}: {
  idPrefix: string;
  redirectTo?: string;
  /** Called after a successful sign-in; without it the form goes to the answer's redirect target. */
  onSuccess?: () => void;
  onSwitchToSignUp?: () => void;
  /** Called when the reader follows "Forgot password?" to its page (the modal closes). */
  onForgotPassword?: () => void;
  serverToast?: Toast | null;
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
}) {
  const navigate = useNavigate();
  const { fetcher, formRef, hydrated, onSubmit, busy } = useAuthForm({
    schema: SignInSchema,
    fields: ["email", "password"],
    onSuccess: (data) => {
      if (onSuccess) return onSuccess();
      const target = data.redirectTo ?? "/";
      const page = pageOfferingFile(target);
      if (!page) return void navigate(target);
      // The file downloads while the reader goes to the page it comes from.
      void Promise.resolve(navigate(page)).then(() => downloadThroughLink(target));
    },
  });
  return (
    <fetcher.Form ref={formRef} method="post" action="/signin" noValidate onSubmit={onSubmit} className="space-y-5">
      {hydrated ? <input type="hidden" name="client" value="js" /> : <FormMessage toast={serverToast} />}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-email`}>E-Mail Address</Label>
        <Input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={defaultEmail}
          onChange={(event) => onEmailChange?.(event.currentTarget.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-password`}>Password</Label>
        <Input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" />
        {/* Below the field, so Tab goes from the email to the password, in the order the form is read. */}
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            onClick={onForgotPassword}
            className="inline-flex min-h-11 items-center text-sm font-medium text-ink underline decoration-accent underline-offset-4"
          >
            Forgot password?
          </Link>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "SIGNING IN..." : "SIGN IN"}
      </Button>
      <AuthSwitch label="SIGN UP" to={authPagePath("/signup", redirectTo)} onSwitch={onSwitchToSignUp} />
    </fetcher.Form>
  );
}
