import { getDb } from "~/db/client.server";
import { dialectOf } from "~/db/dialect";
import { isUniqueViolation } from "~/db/errors.server";
import { markEmailVerified, revokePasswordResetLinks } from "~/models/user.server";
import {
  CLIENT_IP_HEADER,
  EMAIL_CONFIRMED_URL,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  SESSION_MAX_AGE_SECONDS,
} from "./auth-constants";
import { sendEmail, sendEmailInBackground, type EmailMessage } from "./email.server";
import { accountSetupEmail, confirmationEmail, existingAccountEmail, passwordResetEmail } from "./email-templates";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import { consume, refund, type RateLimitTier } from "./rate-limit.server";
import { confirmationLinkIsCurrent, sealConfirmationLink } from "./confirmation-link.server";
import { cookieAttributes, keysFor } from "./secrets.server";

/**
 * Sends an email unless its recipient had one of this kind within the tier's window. One the mail server refused
 * does not count, so the next try sends it: an unconfirmed account's owner is told a new confirmation comes then.
 */
async function sendWithinBudget(tier: RateLimitTier, message: EmailMessage): Promise<void> {
  const recipient = message.to.toLowerCase();
  if (!(await consume(tier, recipient)).allowed) {
    logger.info({ tier }, "email not sent again so soon");
    return;
  }
  try {
    await sendEmail(message);
  } catch (error) {
    await refund(tier, recipient);
    throw error;
  }
}

async function createAuth() {
  // The engine is tens of megabytes of modules that anonymous page views never need: loaded on first use.
  const [{ betterAuth }, { APIError, createAuthMiddleware }] = await Promise.all([
    import("better-auth"),
    import("better-auth/api"),
  ]);
  const env = getEnv();
  const db = getDb();
  return betterAuth({
    appName: "CTO Function",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    // Versioned keys, newest first: the engine signs with the first and still reads the others.
    secrets: keysFor("auth").map((value, index, keys) => ({ version: keys.length - 1 - index, value })),
    database: { db, type: dialectOf(db) },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: an answer that waited for the mail server would come later for an address with an account than
      // for one without, and so tell who has one.
      sendResetPassword: ({ user, url }) => {
        sendEmailInBackground(
          user.emailVerified ? passwordResetEmail(user.email, url) : accountSetupEmail(user.email, url),
        );
        return Promise.resolve();
      },
      // The engine ends the link that was used; the account's other reset emails would still work for an hour. The
      // link reached the owner at this address, as a confirmation link would have: no second email to ask for.
      onPasswordReset: async ({ user }) => {
        await revokePasswordResetLinks(db, user.id);
        if (!user.emailVerified) await markEmailVerified(db, user.id);
      },
      // A sign-up with a taken address gets the same answer as a new one; its owner gets a note by email. A sign-up
      // with the password an unconfirmed account already has gets the confirmation again, as at sign-in (signUp in
      // auth-flows.server.ts handles one with another password before the engine sees it).
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) {
          await (
            await getAuth()
          ).api.sendVerificationEmail({ body: { email: user.email, callbackURL: EMAIL_CONFIRMED_URL } });
          return;
        }
        await sendWithinBudget("existingAccountEmail", existingAccountEmail(user.email, env.SITE_URL));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url, token }) => {
        // Each sign-in to an unconfirmed account would mail its owner again: at most one per window.
        const link = await sealConfirmationLink(url, token, user.id);
        await sendWithinBudget("confirmationEmail", confirmationEmail(user.email, link));
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      // Renewed by the server at most once a day while the visitor keeps coming back.
      updateAge: 60 * 60 * 24,
    },
    // Our own tiered limiter guards every auth form (app/utils/rate-limit.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: cookieAttributes().secure,
      defaultCookieAttributes: { sameSite: cookieAttributes().sameSite, httpOnly: true },
      // Our actions pass the address Express resolved (honouring TRUST_PROXY) in this one header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/verify-email" && !(await confirmationLinkIsCurrent(ctx.query ?? {}))) {
          throw new APIError("UNAUTHORIZED", { message: "This confirmation link is no longer valid." });
        }
      }),
    },
    logger: {
      log: (level, message, ...args) => {
        // A sign-up that lost the race to its own double submit (signUp answers it); PostgreSQL's refusal quotes
        // the address, which no log line may hold.
        if (args.some(isUniqueViolation)) {
          logger.info({ source: "auth" }, `${message}: the address was taken meanwhile`);
          return;
        }
        logger[level]({ source: "auth", details: args.length > 0 ? args : undefined }, message);
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

let auth: Promise<Auth> | undefined;

/** The auth engine, loaded and created on first use on the app's own database connection. */
export function getAuth(): Promise<Auth> {
  auth ??= createAuth();
  return auth;
}
