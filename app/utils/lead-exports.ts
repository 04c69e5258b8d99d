/** Where admins download the CSV exports; answered by the HTTP process itself (server/csv-exports.ts). */
export const LEADS_EXPORT_PATH = "/admin/leads/export";
export const NEWSLETTER_EXPORT_PATH = "/admin/leads/export-newsletter";
