import type { Migration } from "kysely/migration";
import * as initial from "./0001-initial";
import * as articleSearch from "./0002-article-search";
import * as adminQueries from "./0005-admin-queries";
import * as articleSlugRedirects from "./0006-article-slug-redirects";

/** The one ordered list of migrations; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-article-search": articleSearch,
  "0005-admin-queries": adminQueries,
  "0006-article-slug-redirects": articleSlugRedirects,
};
