import { createHmac, timingSafeEqual } from "node:crypto";
import { getDb } from "~/db/client.server";
import { findPasswordHash } from "~/models/user.server";
import { keysFor } from "./secrets.server";

/**
 * A confirmation link confirms the password the account had when the link was sent. Someone who signed up first with
 * another person's address gets their link mailed to that person; once the owner signs up (which sets the owner's
 * password), that older link must not confirm the account with the first password. The link carries a seal of its
 * token and the password hash it was sent for, and a link whose password has changed since confirms nothing.
 */
const SEAL_PARAM = "seal";

function sealOf(key: string, token: string, passwordHash: string): Buffer {
  return createHmac("sha256", key).update(token).update("\n").update(passwordHash).digest();
}

async function passwordHashOf(userId: string): Promise<string> {
  return (await findPasswordHash(getDb(), userId)) ?? "";
}

/** The engine's confirmation link, sealed to the account's current password. */
export async function sealConfirmationLink(url: string, token: string, userId: string): Promise<string> {
  const [key] = keysFor("confirmation");
  const sealed = new URL(url);
  sealed.searchParams.set(SEAL_PARAM, sealOf(key!, token, await passwordHashOf(userId)).toString("base64url"));
  return sealed.toString();
}

/** The account a confirmation token names; the engine checks the token's signature and expiry itself. */
function userIdOfToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as unknown;
    const userId = (payload as { userId?: unknown } | null)?.userId;
    return typeof userId === "string" ? userId : null;
  } catch {
    return null;
  }
}

/** True when the link's seal matches its token and the password its account has now (under any current key). */
export async function confirmationLinkIsCurrent(query: { token?: unknown; seal?: unknown }): Promise<boolean> {
  const { token, seal } = query;
  if (typeof token !== "string" || typeof seal !== "string") return false;
  const userId = userIdOfToken(token);
  if (!userId) return false;
  const given = Buffer.from(seal, "base64url");
  const passwordHash = await passwordHashOf(userId);
  return keysFor("confirmation").some((key) => {
    const expected = sealOf(key, token, passwordHash);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
