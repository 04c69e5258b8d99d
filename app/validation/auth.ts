import { z } from "~/utils/zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/utils/auth-constants";
import type { Toast } from "~/utils/toast";
import { isEmailAddress } from "./email";

/** The spec's auth messages, shown as toasts with JavaScript and inline without it. */
export const authToasts = {
  missingFields: { type: "error", title: "Missing fields", description: "Please fill in all fields" },
  // The spec's wording for a malformed email (from the lead chat), so no form shows an engine's message. Sign-in and
  // sign-up say it under their own failure titles (failureTitles).
  invalidEmail: { type: "error", title: "Invalid email", description: "Please enter a valid email address." },
  passwordMismatch: {
    type: "error",
    title: "Passwords don't match",
    description: "Please make sure your passwords match",
  },
  passwordTooShort: {
    type: "error",
    title: "Password too short",
    description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  },
  // Beyond the spec: its auth service's bound, said with the number instead of the engine's bare "Password too long"
  // (under sign-in's and sign-up's own failure titles there).
  passwordTooLong: {
    type: "error",
    title: "Password too long",
    description: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  },
  // The spec's fallback when no answer of the server's arrives (a dropped connection, a proxy's error page).
  signInUnexpected: { type: "error", title: "Sign in failed", description: "An unexpected error occurred" },
  signUpUnexpected: { type: "error", title: "Sign up failed", description: "An unexpected error occurred" },
  signInSuccess: { type: "success", title: "Welcome back!", description: "You have been signed in successfully." },
  signUpSuccess: {
    type: "success",
    title: "Account created!",
    description: "Please check your email to confirm your account.",
  },
} as const satisfies Record<string, Toast>;

type AuthToastKey = keyof typeof authToasts;

function requireFilled(fields: string[], ctx: z.RefinementCtx): boolean {
  if (fields.some((value) => value.trim() === "")) {
    ctx.addIssue({ code: "custom", message: "missingFields" satisfies AuthToastKey });
    return false;
  }
  return true;
}

function requireEmailAddress(email: string, ctx: z.RefinementCtx): boolean {
  if (!isEmailAddress(email)) {
    ctx.addIssue({ code: "custom", path: ["email"], message: "invalidEmail" satisfies AuthToastKey });
    return false;
  }
  return true;
}

function requireNotTooLong(password: string, ctx: z.RefinementCtx): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: "passwordTooLong" satisfies AuthToastKey });
  }
}

function requirePasswordLength(password: string, ctx: z.RefinementCtx): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: "passwordTooShort" satisfies AuthToastKey });
  } else {
    requireNotTooLong(password, ctx);
  }
}

export const SignInSchema = z.object({ email: z.string().trim(), password: z.string() }).superRefine((values, ctx) => {
  if (!requireFilled([values.email, values.password], ctx)) return;
  if (!requireEmailAddress(values.email, ctx)) return;
  // No password of an account is longer: said before the engine answers with its bare "Password too long".
  requireNotTooLong(values.password, ctx);
});

export const SignUpSchema = z
  .object({ email: z.string().trim(), password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (!requireFilled([values.email, values.password, values.confirmPassword], ctx)) return;
    if (!requireEmailAddress(values.email, ctx)) return;
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordMismatch" satisfies AuthToastKey });
    } else {
      requirePasswordLength(values.password, ctx);
    }
  });

export const NewPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    if (!requireFilled([values.password, values.confirmPassword], ctx)) return;
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordMismatch" satisfies AuthToastKey });
    } else {
      requirePasswordLength(values.password, ctx);
    }
  });

/** The forgotten-password form: one email address. */
export const EmailSchema = z.object({ email: z.string().trim() }).superRefine((values, ctx) => {
  if (!requireFilled([values.email], ctx)) return;
  requireEmailAddress(values.email, ctx);
});

/**
 * The spec's titles for a refused sign-in or sign-up ('Sign in failed' / 'Sign up failed' with the server's message):
 * what the auth service would refuse (a malformed email, a password past its bound) is said under them, with our
 * message instead of the engine's.
 */
const failureTitles = new Map<z.ZodType, string>([
  [SignInSchema, "Sign in failed"],
  [SignUpSchema, "Sign up failed"],
]);
const SERVICE_REFUSALS = new Set<AuthToastKey>(["invalidEmail", "passwordTooLong"]);

/** Validates form values with a schema; the first problem comes back as the spec's toast. */
export function validateAuthForm<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { ok: true; data: z.output<T> } | { ok: false; toast: Toast; field?: string } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const message = issue?.message ?? "missingFields";
  // The field the rule is about, when it is about one ('missingFields' is about the form).
  const field = typeof issue?.path[0] === "string" ? issue.path[0] : undefined;
  if (!(message in authToasts)) {
    return { ok: false, toast: { type: "error", title: "Please check the form", description: message }, field };
  }
  const toast = authToasts[message as AuthToastKey];
  const failureTitle = failureTitles.get(schema);
  if (failureTitle && SERVICE_REFUSALS.has(message as AuthToastKey)) {
    return { ok: false, toast: { ...toast, title: failureTitle }, field };
  }
  return { ok: false, toast, field };
}

export function formValues(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}
