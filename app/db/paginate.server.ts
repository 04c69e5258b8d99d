import type { SelectQueryBuilder } from "kysely";
import { normalizePage, toPage, type Page, type PageRequest } from "./values";

/**
 * One page of a list and the list's total, read together. `filtered` is the list's query with its joins
 * and conditions but no columns; `selectPage` adds the columns and the order. A request can never ask for
 * more than MAX_PAGE_SIZE rows.
 */
export async function paginate<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  request: PageRequest,
  selectPage: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  /**
   * The same rows written the way the database counts them fastest, when that differs from `filtered`; or a
   * function giving their number without counting them (a total kept by triggers).
   */
  counted: SelectQueryBuilder<DB, TB, object> | (() => Promise<number>) = filtered,
): Promise<Page<Row>> {
  const { page, pageSize, offset } = normalizePage(request);
  const [rows, total] = await Promise.all([
    selectPage(filtered).limit(pageSize).offset(offset).execute(),
    typeof counted === "function" ? counted() : countOf(counted),
  ]);
  return toPage(rows as Row[], total, page, pageSize);
}

async function countOf<DB, TB extends keyof DB>(counted: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const count = await counted.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow();
  return Number((count as { total: string | number }).total);
}

/** The same page with its items mapped (rows to domain objects). */
export async function mapPage<T, U>(page: Page<T>, map: (items: T[]) => U[] | Promise<U[]>): Promise<Page<U>> {
  return { ...page, items: await map(page.items) };
}
