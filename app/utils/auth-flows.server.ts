import { randomBytes } from "node:crypto";
import { getDb } from "~/db/client.server";
import { AuditAction } from "~/models/audit-action";
import { recordAuditEntry } from "~/models/audit-entry.server";
import { findPasswordHash, findUserByEmail } from "~/models/user.server";
import { CLIENT_IP_HEADER, EMAIL_CONFIRMED_URL, RESET_PASSWORD_URL } from "./auth-constants";
import { getAuth } from "./auth.server";
import { logger } from "./logger.server";
import { resignSessionCookie } from "./session-cookie.server";
import {
  consume,
  describeRetryAfter,
  failureDelayMs,
  forget,
  networkKey,
  refund,
  spentBudget,
  type RateLimitResult,
  type RateLimitTier,
} from "./rate-limit.server";
import type { Toast } from "./toast";

type AuthFailure = { ok: false; status: number; toast: Toast };
export type AuthResult = { ok: true; headers: Headers } | AuthFailure;

const unexpected = "An unexpected error occurred";

function authHeaders(request: Request, clientIp: string | null): Headers {
  // A session signed before a secret rotation is still the visitor's (signing out must end it).
  const headers = new Headers(resignSessionCookie(request.headers).headers);
  headers.delete(CLIENT_IP_HEADER);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

function tooManyAttempts(title: string, limit: RateLimitResult): AuthResult {
  return {
    ok: false,
    status: 429,
    toast: {
      type: "error",
      title,
      description: `Too many attempts. Please wait ${describeRetryAfter(limit.retryAfterMs)} and try again.`,
    },
  };
}

async function limitExceeded(tier: RateLimitTier, key: string): Promise<RateLimitResult | null> {
  const result = await consume(tier, key);
  return result.allowed ? null : result;
}

/** A failed auth call as the toast the user sees: the engine's message, or the spec's fallback. */
async function failure(title: string, error: unknown): Promise<AuthFailure> {
  const { status, message } = await failureMessage(error);
  return { ok: false, status, toast: { type: "error", title, description: message } };
}

/** What the auth engine answered a failed call with; null when the failure is not the engine's answer. */
async function engineAnswer(error: unknown): Promise<{ statusCode: number; code?: string; message?: string } | null> {
  // Loaded by the failed call already; a static import would load the engine at start.
  const { isAPIError } = await import("better-auth/api");
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: string; message?: string } | undefined;
  return { statusCode: error.statusCode, code: body?.code, message: body?.message };
}

/** The auth engine's message for a failure the user can act on, or the spec's fallback. */
async function failureMessage(error: unknown): Promise<{ status: number; message: string }> {
  const answer = await engineAnswer(error);
  if (answer) {
    const { code } = answer;
    if (code === "EMAIL_NOT_VERIFIED") {
      return {
        status: 403,
        message:
          "Please confirm your email address first: use the link in the confirmation email (a new one is sent at most every 20 minutes).",
      };
    }
    if (code === "VALIDATION_ERROR") {
      // The engine names its own field paths ("[body.email] …"); our schemas check first, so this is rare.
      logger.warn({ code }, "auth engine refused the input");
      return { status: 400, message: "Please check what you entered and try again." };
    }
    return { status: answer.statusCode < 500 ? answer.statusCode : 500, message: answer.message || unexpected };
  }
  logger.error({ err: error }, "auth engine failed");
  return { status: 500, message: unexpected };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sign-in refused by a rate limit. The refusal is audited as it begins: every refused attempt after it is a row
 * the one guessing could add at will, burying the entries admins read the log for.
 */
async function refusedSignIn(
  limit: RateLimitResult,
  email: string,
  clientIp: string | null,
  refusal: string,
): Promise<AuthResult> {
  if (limit.refusalBegins) {
    await recordAuditEntry(getDb(), {
      userId: null,
      email,
      action: AuditAction.loginFailed,
      target: `Too many attempts: ${refusal} for ${describeRetryAfter(limit.retryAfterMs)}`,
      ipAddress: clientIp,
    });
  }
  return tooManyAttempts("Sign in failed", limit);
}

export async function signIn(
  request: Request,
  clientIp: string | null,
  credentials: { email: string; password: string },
): Promise<AuthResult> {
  const email = credentials.email.toLowerCase();
  const title = "Sign in failed";
  const network = networkKey(clientIp);
  const ipLimit = await limitExceeded("signInIp", network);
  if (ipLimit) return refusedSignIn(ipLimit, email, clientIp, "sign-ins from this network are refused");

  // Every attempt is counted before the password is checked, so parallel guesses cannot slip through.
  // The lockout holds for this account from this network only: nobody can lock the owner out from elsewhere.
  const lockoutKey = `${email}|${network}`;
  const lockout = await limitExceeded("signInLockout", lockoutKey);
  if (lockout) return refusedSignIn(lockout, email, clientIp, "this account is locked for this network");
  const attempts = await consume("signInAccount", email);
  await sleep(failureDelayMs(attempts.consumed - 1));

  try {
    const { headers, response } = await (
      await getAuth()
    ).api.signInEmail({
      // Used when an unconfirmed account signs in and gets a fresh confirmation link.
      body: { email, password: credentials.password, callbackURL: EMAIL_CONFIRMED_URL },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    // The network's budget is for guesses: an office whose people sign in all day must not run out of it.
    await Promise.all([
      refund("signInIp", network),
      forget("signInLockout", lockoutKey),
      forget("signInAccount", email),
    ]);
    await recordAuditEntry(getDb(), {
      userId: response.user.id,
      email: response.user.email,
      action: AuditAction.login,
      ipAddress: clientIp,
    });
    return { ok: true, headers };
  } catch (error) {
    const result = await failure(title, error);
    if (result.status === 401) {
      // The attempted address is recorded even when no such account exists: admins look for guessing.
      await recordAuditEntry(getDb(), { userId: null, email, action: AuditAction.loginFailed, ipAddress: clientIp });
    }
    return result;
  }
}

export async function signUp(
  request: Request,
  clientIp: string | null,
  credentials: { email: string; password: string },
): Promise<AuthResult> {
  const title = "Sign up failed";
  const ipLimit = await limitExceeded("signUpIp", networkKey(clientIp));
  if (ipLimit) return tooManyAttempts(title, ipLimit);
  const email = credentials.email.toLowerCase();
  // A sign-up may have to mail the address a link to choose its password (offerPasswordByEmail). Once that budget is
  // spent, answering "check your email" would be untrue, so every sign-up for the address waits, whatever account it
  // has: the answer tells nobody which.
  const mailLimit = await spentBudget("passwordResetEmail", email);
  if (mailLimit) return tooManyAttempts(title, mailLimit);
  try {
    const auth = await getAuth();
    const existing = await findUserByEmail(getDb(), email);
    if (existing && !existing.confirmed && !(await holdsPassword(existing.id, credentials.password))) {
      const refused = await offerPasswordByEmail(request, clientIp, existing.id, email);
      return refused ? tooManyAttempts(title, refused) : { ok: true, headers: new Headers() };
    }
    await auth.api.signUpEmail({
      body: { email, password: credentials.password, name: email, callbackURL: EMAIL_CONFIRMED_URL },
      headers: authHeaders(request, clientIp),
    });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    if (await madeByTwin(error, email)) return { ok: true, headers: new Headers() };
    return await failure(title, error);
  }
}

async function holdsPassword(userId: string, password: string): Promise<boolean> {
  const hash = await findPasswordHash(getDb(), userId);
  return hash !== null && (await (await (await getAuth()).$context).password.verify({ hash, password }));
}

/**
 * A second sign-up, with another password, for an address nobody has confirmed. Either sign-up may be someone who
 * does not own the address, and whichever password the account kept, its owner could confirm it from their inbox for
 * the other. It keeps neither: a password nobody knows ends every confirmation link already sent (each is sealed to
 * the password: app/utils/confirmation-link.server.ts), and the address is mailed a link to choose the password,
 * which confirms the account (as any reset does).
 */
async function offerPasswordByEmail(
  request: Request,
  clientIp: string | null,
  userId: string,
  email: string,
): Promise<RateLimitResult | null> {
  // Counted first: a sign-up that cannot mail the link (another one spent the budget meanwhile) changes nothing.
  const mailLimit = await limitExceeded("passwordResetEmail", email);
  if (mailLimit) return mailLimit;
  const { internalAdapter, password } = await (await getAuth()).$context;
  await internalAdapter.updatePassword(userId, await password.hash(randomBytes(32).toString("base64url")));
  await mailPasswordLink(request, clientIp, email);
  return null;
}

/** Has the engine mail the address a link to choose its password, if it has an account (sendResetPassword). */
async function mailPasswordLink(request: Request, clientIp: string | null, email: string) {
  await (
    await getAuth()
  ).api.requestPasswordReset({
    body: { email, redirectTo: RESET_PASSWORD_URL },
    headers: authHeaders(request, clientIp),
  });
}

/**
 * The same sign-up sent twice at once (a double submit): both passed the engine's check for a taken address before
 * either stored it, and this one met the unique index. The other made the account and mailed its link, so this one
 * gets the answer a sign-up with a taken address gets.
 */
async function madeByTwin(error: unknown, email: string): Promise<boolean> {
  const answer = await engineAnswer(error);
  return answer?.code === "FAILED_TO_CREATE_USER" && (await findUserByEmail(getDb(), email)) !== null;
}

export async function signOut(
  request: Request,
  clientIp: string | null,
  user: { id: string; email: string } | null,
): Promise<Headers> {
  const { headers } = await (
    await getAuth()
  ).api.signOut({ headers: authHeaders(request, clientIp), returnHeaders: true });
  if (user) {
    await recordAuditEntry(getDb(), {
      userId: user.id,
      email: user.email,
      action: AuditAction.logout,
      ipAddress: clientIp,
    });
  }
  return headers;
}

export async function requestPasswordReset(
  request: Request,
  clientIp: string | null,
  email: string,
): Promise<AuthResult> {
  const title = "Reset failed";
  const ipLimit = await limitExceeded("passwordResetIp", networkKey(clientIp));
  if (ipLimit) return tooManyAttempts(title, ipLimit);
  const recipientLimit = await limitExceeded("passwordResetEmail", email.toLowerCase());
  if (recipientLimit) return tooManyAttempts(title, recipientLimit);
  try {
    await mailPasswordLink(request, clientIp, email.toLowerCase());
    return { ok: true, headers: new Headers() };
  } catch (error) {
    return await failure(title, error);
  }
}

/**
 * The address of the account a reset link is for, so the form can name it to password managers; null for a link
 * that is unknown, used or expired, which learns nothing.
 */
export async function findResetLinkEmail(token: string): Promise<string | null> {
  const { internalAdapter } = await (await getAuth()).$context;
  const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  return (await internalAdapter.findUserById(link.value))?.email ?? null;
}

export async function resetPassword(token: string, newPassword: string): Promise<AuthResult> {
  try {
    await (await getAuth()).api.resetPassword({ body: { token, newPassword } });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    const result = await failure("Reset failed", error);
    if (result.toast.description === "Invalid token") {
      result.toast.description = "This reset link is invalid or has expired. Please ask for a new one.";
    }
    return result;
  }
}
