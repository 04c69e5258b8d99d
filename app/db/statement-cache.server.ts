import type SQLite from "better-sqlite3";

/** Distinct query texts kept prepared; lists with a varying number of `?` make new texts, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every query again; SQLite's parse and plan cost more than most of our reads themselves.
 * A statement is reused for the same SQL text, except while it is still being iterated by a streamed query.
 */
export function withStatementCache(database: SQLite.Database): {
  close(): void;
  prepare(sql: string): SQLite.Statement;
} {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (cached) return statement;
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}
