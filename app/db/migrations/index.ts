import type { Migration } from "kysely/migration";
import * as initial from "./0001-initial";
import * as articleSearch from "./0002-article-search";
import * as adminQueries from "./0005-admin-queries";

/** The one ordered list of migrations; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-article-search": articleSearch,
  "0005-admin-queries": adminQueries,
};
