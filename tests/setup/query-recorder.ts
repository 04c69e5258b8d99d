import type { Kysely, KyselyPlugin, QueryResult, RootOperationNode, UnknownRow } from "kysely";

export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The same database, recording every query it runs (compiled SQL and parameters), so a test can check
 * what reached the database rather than only what came back.
 */
export function recordQueries<DB>(db: Kysely<DB>): { db: Kysely<DB>; queries: RecordedQuery[] } {
  const queries: RecordedQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const compiled = db.getExecutor().compileQuery(node as RootOperationNode, queryId);
      queries.push({ sql: compiled.sql, parameters: compiled.parameters });
      return node;
    },
    async transformResult({ result }): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return { db: db.withPlugin(plugin), queries };
}
