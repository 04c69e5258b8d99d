import type { Kysely } from "kysely";
import type { Database, SubscriberRow } from "~/db/schema";
import { newId, normalizePage, toIsoString, toPage, type Page, type PageRequest } from "~/db/values";

export interface Subscriber {
  id: string;
  email: string;
  submittedAt: string;
}

function toSubscriber(row: SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, submittedAt: toIsoString(row.submitted_at) };
}

export function normalizeSubscriberEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Subscribing twice is a success that keeps the first row. */
export async function subscribe(db: Kysely<Database>, email: string, now = new Date()): Promise<Subscriber> {
  const normalized = normalizeSubscriberEmail(email);
  await db
    .insertInto("newsletter_subscribers")
    .values({ id: newId(), email: normalized, submitted_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  const row = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", normalized)
    .executeTakeFirstOrThrow();
  return toSubscriber(row);
}

export async function listSubscribers(db: Kysely<Database>, request: PageRequest = {}): Promise<Page<Subscriber>> {
  const { page, pageSize, offset } = normalizePage(request);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .orderBy("submitted_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toSubscriber), Number(count.total), page, pageSize);
}
