import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Toast } from "~/utils/toast";
import { AuthSwitch } from "./auth-switch";
import { SignUpSchema } from "~/validation/auth";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";
import { authPagePath } from "~/utils/redirect";

export function SignUpForm({
  idPrefix,
  redirectTo,
  onSuccess,
  onSwitchToSignIn,
  serverToast,
  defaultEmail,
  onEmailChange,
}: {
  idPrefix: string;
  /** Where the visitor was going when sign-in was asked of them: sign-in, where sign-up leads, takes them there. */
  redirectTo?: string;
  /** Called after a successful sign-up; without it the form goes to /signin. */
  onSuccess?: () => void;
  onSwitchToSignIn?: () => void;
  serverToast?: Toast | null;
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
}) {
  const navigate = useNavigate();
  const { fetcher, formRef, hydrated, onSubmit, busy } = useAuthForm({
    schema: SignUpSchema,
    fields: ["email", "password", "confirmPassword"],
    onSuccess: () => (onSuccess ? onSuccess() : navigate(authPagePath("/signin", redirectTo))),
  });
  return (
    <fetcher.Form ref={formRef} method="post" action="/signup" noValidate onSubmit={onSubmit} className="space-y-5">
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
        <Input id={`${idPrefix}-password`} name="password" type="password" autoComplete="new-password" />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-confirm-password`}>Confirm Password</Label>
        <Input id={`${idPrefix}-confirm-password`} name="confirmPassword" type="password" autoComplete="new-password" />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "SIGNING UP..." : "SIGN UP"}
      </Button>
      <AuthSwitch label="SIGN IN" to={authPagePath("/signin", redirectTo)} onSwitch={onSwitchToSignIn} />
    </fetcher.Form>
  );
}
