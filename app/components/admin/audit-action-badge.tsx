import { Badge } from "~/components/ui/badge";

/** The spec's short badges for the three classic actions; every other action is shown as stored. */
const BADGE_LABELS: Record<string, string> = {
  "Logged In": "Login",
  "Created Article": "Create",
  "Viewed Leads": "View",
};

export function auditBadgeLabel(action: string): string {
  return BADGE_LABELS[action] ?? action;
}

export function AuditActionBadge({ action }: { action: string }) {
  const label = auditBadgeLabel(action);
  return (
    <Badge variant={label === action ? "muted" : "accent"} title={action}>
      {label}
    </Badge>
  );
}
