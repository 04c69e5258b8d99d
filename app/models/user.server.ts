import type { Db } from "~/db/schema";

/** The account for an address; `confirmed` is false while nobody has confirmed it, so its owner may not have made it. */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; confirmed: boolean } | null> {
  const row = await db
    .selectFrom("user")
    .select(["id", "email", "emailVerified"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, confirmed: Boolean(row.emailVerified) } : null;
}

/** Confirms an account's email without the emailed link (operator tooling, and a completed password reset). */
export async function markEmailVerified(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .updateTable("user")
    .set({ emailVerified: 1, updatedAt: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

/** Ends every reset link still out for an account: once its password is chosen, an older email must not change it. */
export async function revokePasswordResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom("verification")
    .where("identifier", "like", "reset-password:%")
    .where("value", "=", userId)
    .execute();
}

/** The hash of the password an account signs in with, or null when it has none. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? null;
}
