import { createHash } from "node:crypto";
import { sql } from "kysely";
import { lockedForUpdate } from "~/db/dialect";
import { mapPage, paginate } from "~/db/paginate.server";
import type { Db, LeadRow } from "~/db/schema";
import { trigramCandidates } from "~/db/trigram-candidates.server";
import { containsPattern, newId, toIsoString, type Page, type PageRequest } from "~/db/values";
import { MAX_READING_STEPS, ReadingStepSchema, type ReadingStep } from "~/utils/reading-path";
import { countRows } from "~/models/row-count.server";
import { isLeadStatus, type LeadStatus } from "~/validation/lead";
import { z } from "~/utils/zod";

export interface Lead {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  touchpoint: string | null;
  status: LeadStatus;
  /** The articles the visitor read in that browser session before getting in touch, oldest first. */
  readingPath: ReadingStep[];
  createdAt: string;
}

/** What a visitor gives and an admin may edit. */
export type LeadInput = Pick<Lead, "firstName" | "lastName" | "company" | "email" | "phone" | "touchpoint">;

export interface NewLead extends LeadInput {
  readingPath?: ReadingStep[];
}

const StoredReadingPath = z.array(ReadingStepSchema).max(MAX_READING_STEPS);

/** A stored path that no longer reads (hand-edited, older format) shows as none rather than failing the list. */
function parseReadingPath(json: string | null): ReadingStep[] {
  if (!json) return [];
  try {
    const parsed = StoredReadingPath.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    touchpoint: row.touchpoint,
    status: isLeadStatus(row.status) ? row.status : "New",
    readingPath: parseReadingPath(row.reading_path),
    createdAt: toIsoString(row.created_at),
  };
}

function toColumns(input: LeadInput) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.company,
    email: input.email,
    phone: input.phone,
    touchpoint: input.touchpoint,
  };
}

export async function createLead(db: Db, input: NewLead, now = new Date()): Promise<Lead> {
  const readingPath = input.readingPath?.slice(-MAX_READING_STEPS) ?? [];
  const row = {
    id: newId(),
    ...toColumns(input),
    status: "New",
    reading_path: readingPath.length > 0 ? JSON.stringify(readingPath) : null,
    created_at: now.toISOString(),
  };
  await db.insertInto("leads").values(row).execute();
  return toLead(row);
}

/** With `forUpdate` (inside a transaction) a concurrent change of the same lead on PostgreSQL waits for this one. */
export async function getLead(db: Db, id: string, { forUpdate = false } = {}): Promise<Lead | null> {
  const query = db.selectFrom("leads").selectAll().where("id", "=", id);
  const row = await (forUpdate ? lockedForUpdate(db, query) : query).executeTakeFirst();
  return row ? toLead(row) : null;
}

/**
 * A fingerprint of what an admin may edit in a lead, given to the edit dialog: a save whose fingerprint no longer
 * matches began from values someone else has changed since, and is refused rather than undoing their change.
 */
export function leadEditVersion(lead: LeadInput): string {
  const fields = [lead.firstName, lead.lastName, lead.company, lead.email, lead.phone, lead.touchpoint];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 22);
}

const SEARCHED_COLUMNS = ["company", "email", "phone"] as const;

export interface LeadFilter extends PageRequest {
  /** Only leads whose name, company, email or phone contains this text (case-insensitive). */
  query?: string;
  status?: LeadStatus;
}

/** Newest first, filtered on the server so the admin never loads more than a page. */
export async function listLeads(db: Db, { query, status, ...request }: LeadFilter = {}): Promise<Page<Lead>> {
  let filtered = db.selectFrom("leads");
  if (status) filtered = filtered.where("status", "=", status);
  if (query) {
    const pattern = containsPattern(query);
    const candidates = trigramCandidates(db, "leads", "leads_search", query);
    // The full name too, so "Ada Lovelace" finds the lead whose first and last name make it. PostgreSQL's trigram
    // index (migration 0012) is on exactly these lower(...) expressions: the planner uses it only if they match.
    filtered = filtered.where((eb) => {
      const matches = eb.or(
        [sql`first_name || ' ' || last_name`, ...SEARCHED_COLUMNS.map((column) => eb.ref(column))].map(
          (text) => sql<boolean>`lower(${text}) like ${pattern} escape '\\'`,
        ),
      );
      return candidates ? eb.and([candidates, matches]) : matches;
    });
  }
  const page = await paginate(
    filtered,
    request,
    (selection) => selection.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    query || status ? undefined : () => countLeads(db),
  );
  return mapPage(page, (rows) => rows.map(toLead));
}

export function countLeads(db: Db): Promise<number> {
  return countRows(db, "leads");
}

/** Changes what a visitor gave; the status, reading path and submission time stay. */
export async function updateLead(db: Db, id: string, input: LeadInput): Promise<Lead | null> {
  await db.updateTable("leads").set(toColumns(input)).where("id", "=", id).execute();
  return getLead(db, id);
}

export async function setLeadStatus(db: Db, id: string, status: LeadStatus): Promise<boolean> {
  const result = await db.updateTable("leads").set({ status }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLead(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Every lead, newest first, a batch at a time. Each batch is its own short query that starts after the last
 * row of the previous one (keyset paging), so an export of any size holds one batch in memory and never keeps
 * the database connection busy while a slow client downloads: on SQLite there is one connection for the
 * whole site.
 */
export async function* leadBatches(db: Db, batchSize = 1000): AsyncGenerator<Lead[]> {
  let last: Pick<LeadRow, "created_at" | "id"> | undefined;
  for (;;) {
    let query = db.selectFrom("leads").selectAll();
    if (last) {
      const after = last;
      // A row-value comparison walks the created_at index from where the last batch ended; the equivalent
      // OR of two conditions makes SQLite gather and sort every earlier row for each batch.
      query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
    }
    const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toLead);
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}
