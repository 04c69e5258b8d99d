import type { Kysely } from "kysely";
import type { Database, LeadRow } from "~/db/schema";
import { newId, normalizePage, toIsoString, toPage, type Page, type PageRequest } from "~/db/values";

export interface Lead {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  touchpoint: string | null;
  createdAt: string;
}

export type LeadInput = Omit<Lead, "id" | "createdAt">;

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    touchpoint: row.touchpoint,
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

export async function createLead(db: Kysely<Database>, input: LeadInput, now = new Date()): Promise<Lead> {
  const row = { id: newId(), ...toColumns(input), created_at: now.toISOString() };
  await db.insertInto("leads").values(row).execute();
  return toLead(row);
}

export async function getLead(db: Kysely<Database>, id: string): Promise<Lead | null> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLead(row) : null;
}

export async function listLeads(db: Kysely<Database>, request: PageRequest = {}): Promise<Page<Lead>> {
  const { page, pageSize, offset } = normalizePage(request);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("leads")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db.selectFrom("leads").select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toLead), Number(count.total), page, pageSize);
}

export async function updateLead(db: Kysely<Database>, id: string, input: LeadInput): Promise<Lead | null> {
  await db.updateTable("leads").set(toColumns(input)).where("id", "=", id).execute();
  return getLead(db, id);
}

export async function deleteLead(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
