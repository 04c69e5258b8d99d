import { mapPage, paginate } from "~/db/paginate.server";
import type { Db, SubscriberRow } from "~/db/schema";
import { sql } from "kysely";
import { trigramCandidates } from "~/db/trigram-candidates.server";
import { countRows } from "~/models/row-count.server";
import { containsPattern, newId, toIsoString, type Page, type PageRequest } from "~/db/values";

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

export interface SubscriberFilter extends PageRequest {
  /** Only addresses containing this text (case-insensitive). */
  query?: string;
}

export async function listSubscribers(db: Db, { query, ...request }: SubscriberFilter = {}): Promise<Page<Subscriber>> {
  let filtered = db.selectFrom("newsletter_subscribers");
  if (query) {
    // PostgreSQL's trigram index (migration 0012) is on `email` itself, the expression searched here.
    const matches = sql<boolean>`email like ${containsPattern(query)} escape '\\'`;
    const candidates = trigramCandidates(db, "newsletter_subscribers", "newsletter_subscribers_search", query);
    filtered = filtered.where((eb) => (candidates ? eb.and([candidates, matches]) : matches));
  }
  const page = await paginate(
    filtered,
    request,
    (selection) => selection.selectAll().orderBy("submitted_at", "desc").orderBy("id", "desc"),
    query ? undefined : () => countSubscribers(db),
  );
  return mapPage(page, (rows) => rows.map(toSubscriber));
}

/** Removes a subscriber (an unsubscribe or erasure request); the removed one, or null when it was gone already. */
export async function deleteSubscriber(db: Db, id: string): Promise<Subscriber | null> {
  const row = await db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const result = await db.deleteFrom("newsletter_subscribers").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? toSubscriber(row) : null;
}

export function countSubscribers(db: Db): Promise<number> {
  return countRows(db, "newsletter_subscribers");
}

/** Every subscriber, newest first, a batch at a time (keyset paging, as `leadBatches` explains). */
export async function* subscriberBatches(db: Db, batchSize = 1000): AsyncGenerator<Subscriber[]> {
  let last: Pick<SubscriberRow, "submitted_at" | "id"> | undefined;
  for (;;) {
    let query = db.selectFrom("newsletter_subscribers").selectAll();
    if (last) {
      const after = last;
      // A row-value comparison walks the submitted_at index from where the last batch ended; the equivalent
      // OR of two conditions makes SQLite gather and sort every earlier row for each batch.
      query = query.where((eb) => eb(eb.refTuple("submitted_at", "id"), "<", eb.tuple(after.submitted_at, after.id)));
    }
    const rows = await query.orderBy("submitted_at", "desc").orderBy("id", "desc").limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toSubscriber);
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}
