/** Normalizes a stored timestamp (ISO text on SQLite, Date on PostgreSQL) to ISO-8601 UTC. */
export function toIsoString(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function newId(): string {
  return crypto.randomUUID();
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface PageRequest {
  page?: number;
  pageSize?: number;
}

export const MAX_PAGE_SIZE = 100;

/** Clamps a requested page to sane bounds so user input can never ask for everything. */
export function normalizePage({ page = 1, pageSize = 12 }: PageRequest): {
  page: number;
  pageSize: number;
  offset: number;
} {
  const size = Math.min(Math.max(Math.trunc(pageSize) || 1, 1), MAX_PAGE_SIZE);
  const number = Math.max(Math.trunc(page) || 1, 1);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

export function toPage<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize, pageCount: Math.max(Math.ceil(total / pageSize), 1) };
}

/** A LIKE pattern for "contains this text", case-folded; `%` and `_` typed by a person match literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
