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
