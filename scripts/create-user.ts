/**
 * Creates an account with a confirmed email, or confirms (and optionally re-passwords) an existing
 * one: for the first admin on a server without SMTP.
 *
 *   npm run user:create -- --email you@example.com --password 'a long secret' [--admin]
 *
 * Admin rights come from ADMIN_EMAILS; with --admin the command checks the email is listed there.
 */
import "./lib/valid-env";
import { parseArgs } from "node:util";
import { closeDb } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { reachDatabase, StartupError } from "~/db/reach.server";
import { findUserByEmail, markEmailVerified } from "~/models/user.server";
import { MIN_PASSWORD_LENGTH } from "~/utils/auth-constants";
import { getAuth } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { isAdminEmail } from "~/utils/permissions.server";
import { isEmailAddress } from "~/validation/email";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    admin: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = values.email?.trim().toLowerCase();
if (!email || !isEmailAddress(email)) fail("Give an email address: --email you@example.com");
if (values.password !== undefined && values.password.length < MIN_PASSWORD_LENGTH) {
  fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
}

const db = await reachDatabase().catch((error: unknown) => {
  if (error instanceof StartupError) fail(error.message);
  throw error;
});
try {
  await migrateToLatest(db);
  const context = await (await getAuth()).$context;
  let user = await findUserByEmail(db, email);
  if (user) {
    if (values.password) {
      await context.internalAdapter.updatePassword(user.id, await context.password.hash(values.password));
    }
    console.log(`Account ${email} exists${values.password ? "; password updated" : ""}.`);
  } else {
    if (!values.password) fail("A new account needs --password.");
    // Created through the engine's own adapter rather than its sign-up endpoint, which would email a
    // confirmation link for an address this command confirms anyway.
    const created = await context.internalAdapter.createUser(
      { email, name: email, emailVerified: true },
      { method: "email-password" },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await context.password.hash(values.password),
    });
    user = { id: created.id, email: created.email, confirmed: true };
    console.log(`Created account ${email}.`);
  }
  await markEmailVerified(db, user.id);
  console.log("Email confirmed: the account can sign in now.");
  if (values.admin) {
    // The command's ADMIN_EMAILS is not the running server's: the quick start's server, for one, has none.
    const admins = getEnv().ADMIN_EMAILS.join(",");
    console.log(
      isAdminEmail(email)
        ? `${email} is an admin on a server started with this ADMIN_EMAILS (${admins}).`
        : `${email} is not an admin yet: add it to ADMIN_EMAILS and restart the server.`,
    );
  }
} finally {
  await closeDb();
}
