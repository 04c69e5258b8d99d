import { describe, expect, it } from "vitest";
import {
  authToasts,
  EmailSchema,
  NewPasswordSchema,
  SignInSchema,
  SignUpSchema,
  validateAuthForm,
} from "~/validation/auth";

describe("sign-in validation", () => {
  it("needs both fields", () => {
    expect(validateAuthForm(SignInSchema, { email: "a@b.co", password: "" })).toEqual({
      ok: false,
      toast: authToasts.missingFields,
    });
    expect(validateAuthForm(SignInSchema, { email: "  ", password: "secret" })).toMatchObject({ ok: false });
    expect(validateAuthForm(SignInSchema, { email: " a@b.co ", password: "x" })).toEqual({
      ok: true,
      data: { email: "a@b.co", password: "x" },
    });
  });
});

describe("sign-up validation", () => {
  const valid = { email: "a@b.co", password: "secret1", confirmPassword: "secret1" };

  it("checks in the spec's order: missing, mismatch, then length, naming the field to mend", () => {
    expect(validateAuthForm(SignUpSchema, { ...valid, confirmPassword: "" })).toEqual({
      ok: false,
      toast: { type: "error", title: "Missing fields", description: "Please fill in all fields" },
    });
    expect(validateAuthForm(SignUpSchema, { ...valid, password: "abc", confirmPassword: "abd" })).toEqual({
      ok: false,
      toast: { type: "error", title: "Passwords don't match", description: "Please make sure your passwords match" },
      field: "confirmPassword",
    });
    expect(validateAuthForm(SignUpSchema, { ...valid, password: "abc12", confirmPassword: "abc12" })).toEqual({
      ok: false,
      toast: { type: "error", title: "Password too short", description: "Password must be at least 6 characters long" },
      field: "password",
    });
    expect(validateAuthForm(SignUpSchema, { ...valid, password: "abc123", confirmPassword: "abc123" }).ok).toBe(true);
    const long = "p".repeat(129);
    expect(validateAuthForm(SignUpSchema, { ...valid, password: long, confirmPassword: long })).toEqual({
      ok: false,
      toast: { type: "error", title: "Sign up failed", description: "Password must be at most 128 characters long" },
      field: "password",
    });
    const longest = "p".repeat(128);
    expect(validateAuthForm(SignUpSchema, { ...valid, password: longest, confirmPassword: longest }).ok).toBe(true);
  });

  it("says how long a password may be at sign-in too", () => {
    expect(validateAuthForm(SignInSchema, { email: "a@example.com", password: "p".repeat(5000) })).toEqual({
      ok: false,
      toast: { type: "error", title: "Sign in failed", description: "Password must be at most 128 characters long" },
      field: "password",
    });
    expect(validateAuthForm(SignInSchema, { email: "a@example.com", password: "p".repeat(128) }).ok).toBe(true);
  });

  it("uses the same rules for a new password", () => {
    expect(validateAuthForm(NewPasswordSchema, { password: "abc", confirmPassword: "abc" })).toEqual({
      ok: false,
      toast: authToasts.passwordTooShort,
      field: "password",
    });
    expect(validateAuthForm(NewPasswordSchema, { password: "abcdef", confirmPassword: "abcdeg" })).toEqual({
      ok: false,
      toast: authToasts.passwordMismatch,
      field: "confirmPassword",
    });
  });
});

describe("email validation", () => {
  const invalidWith = (title: string) => ({
    ok: false,
    toast: { type: "error", title, description: "Please enter a valid email address." },
    field: "email",
  });
  const invalid = invalidWith("Invalid email");

  it("asks for a real address", () => {
    expect(validateAuthForm(EmailSchema, { email: "" })).toEqual({ ok: false, toast: authToasts.missingFields });
    expect(validateAuthForm(EmailSchema, { email: "not-an-email" })).toEqual(invalid);
  });

  it("checks the address on every auth form, before the passwords, with the caps of RFC 5321", () => {
    const tooLong = `${"a".repeat(300)}@example.com`;
    // Sign-in and sign-up say it under the spec's failure titles.
    const signUpRefused = invalidWith("Sign up failed");
    expect(validateAuthForm(SignUpSchema, { email: "a@", password: "x", confirmPassword: "y" })).toEqual(signUpRefused);
    expect(validateAuthForm(SignUpSchema, { email: tooLong, password: "secret1", confirmPassword: "secret1" })).toEqual(
      signUpRefused,
    );
    expect(validateAuthForm(SignInSchema, { email: "someone", password: "secret1" })).toEqual(
      invalidWith("Sign in failed"),
    );
    expect(validateAuthForm(EmailSchema, { email: tooLong })).toEqual(invalid);
  });
});
