import { mapPage, paginate } from "~/db/paginate.server";
import type { Db, LeadRow } from "~/db/schema";
import { newId, toIsoString, type Page, type PageRequest } from "~/db/values";

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

export async function createLead(db: Db, input: LeadInput, now = new Date()): Promise<Lead> {
  const row = { id: newId(), ...toColumns(input), created_at: now.toISOString() };
  await db.insertInto("leads").values(row).execute();
  return toLead(row);
}

export async function getLead(db: Db, id: string): Promise<Lead | null> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLead(row) : null;
}

export async function listLeads(db: Db, request: PageRequest = {}): Promise<Page<Lead>> {
  const page = await paginate(db.selectFrom("leads"), request, (query) =>
    query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
  );
  return mapPage(page, (rows) => rows.map(toLead));
}

export async function updateLead(db: Db, id: string, input: LeadInput): Promise<Lead | null> {
  await db.updateTable("leads").set(toColumns(input)).where("id", "=", id).execute();
  return getLead(db, id);
}

export async function deleteLead(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
