import { mapPage, paginate } from "~/db/paginate.server";
import type { Db, SubscriberRow } from "~/db/schema";
import { newId, toIsoString, type Page, type PageRequest } from "~/db/values";

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
export async function subscribe(db: Db, email: string, now = new Date()): Promise<Subscriber> {
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

export async function listSubscribers(db: Db, request: PageRequest = {}): Promise<Page<Subscriber>> {
  const page = await paginate(db.selectFrom("newsletter_subscribers"), request, (query) =>
    query.selectAll().orderBy("submitted_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => rows.map(toSubscriber));
}
