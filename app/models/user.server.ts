import type { Db } from "~/db/schema";

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  const row = await db
    .selectFrom("user")
    .select(["id", "email"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

/** Confirms an account's email without the emailed link (operator tooling). */
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

/** The account for an address when nobody has confirmed it yet: whoever signed up for it may not own the address. */
export async function findUnconfirmedUser(db: Db, email: string): Promise<{ id: string } | null> {
  const row = await db
    .selectFrom("user")
    .select(["id", "emailVerified"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row && !row.emailVerified ? { id: row.id } : null;
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
