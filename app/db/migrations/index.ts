import type { Migration } from "kysely/migration";
import * as initial from "./0001-initial";
import * as articleSearch from "./0002-article-search";
import * as security from "./0003-security";
import * as adminQueries from "./0005-admin-queries";
import * as articleSlugRedirects from "./0006-article-slug-redirects";
import * as leadManagement from "./0007-lead-management";
import * as libraryDownloads from "./0008-library-downloads";
import * as contentVersion from "./0009-content-version";
import * as readingIndexes from "./0011-reading-indexes";
import * as leadSearchAndCounts from "./0012-lead-search-and-counts";
import * as categoryPublicationDates from "./0013-category-publication-dates";
import * as articleCount from "./0014-article-count";
import * as sitemapOrder from "./0015-sitemap-order";
import * as articleSearchByDate from "./0016-article-search-by-date";
import * as demoSeed from "./0017-demo-seed";
import * as staleArticleContent from "./0018-stale-article-content";
import * as searchWithoutAccents from "./0019-search-without-accents";

/**
 * The one ordered list of migrations; names sort in the order they run. Numbers are reserved per feature, so
 * a database may have run a later number before an earlier one lands: each migration stands on its own.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-article-search": articleSearch,
  "0003-security": security,
  "0005-admin-queries": adminQueries,
  "0006-article-slug-redirects": articleSlugRedirects,
  "0007-lead-management": leadManagement,
  "0008-library-downloads": libraryDownloads,
  "0009-content-version": contentVersion,
  "0011-reading-indexes": readingIndexes,
  "0012-lead-search-and-counts": leadSearchAndCounts,
  "0013-category-publication-dates": categoryPublicationDates,
  "0014-article-count": articleCount,
  "0015-sitemap-order": sitemapOrder,
  "0016-article-search-by-date": articleSearchByDate,
  "0017-demo-seed": demoSeed,
  "0018-stale-article-content": staleArticleContent,
  "0019-search-without-accents": searchWithoutAccents,
};
