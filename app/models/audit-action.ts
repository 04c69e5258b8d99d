/**
 * The actions the audit trail records, as stored and shown. Shared with the audit log page (its filter
 * and badges), so it holds no server code.
 */
export const AuditAction = {
  login: "Logged In",
  loginFailed: "Failed Sign-In",
  logout: "Logged Out",
  articleCreated: "Created Article",
  articleUpdated: "Updated Article",
  articleDeleted: "Deleted Article",
  imageUpload: "Uploaded Image",
  leadsViewed: "Viewed Leads",
  leadUpdated: "Updated Lead",
  leadDeleted: "Deleted Lead",
  leadsExported: "Exported Leads",
  subscribersExported: "Exported Newsletter",
  subscriberDeleted: "Deleted Subscriber",
  libraryUpload: "Uploaded Resource",
  libraryDeleted: "Deleted Resource",
} as const;

export type AuditActionName = (typeof AuditAction)[keyof typeof AuditAction];

export const AUDIT_ACTIONS: readonly AuditActionName[] = Object.values(AuditAction);
