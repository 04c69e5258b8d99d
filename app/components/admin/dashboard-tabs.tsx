import type { ReactNode } from "react";
import { LinkTabs } from "~/components/ui/link-tabs";

export const DASHBOARD_TABS = [
  { value: "overview", label: "Overview" },
  { value: "create", label: "Create Article" },
  { value: "manage", label: "Manage Articles" },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["value"];

/** The tab named in `?tab=`, so a reload or the back button returns to the same tab. */
export function dashboardTabFrom(searchParams: URLSearchParams): DashboardTab {
  const requested = searchParams.get("tab");
  return DASHBOARD_TABS.find((tab) => tab.value === requested)?.value ?? "overview";
}

export function dashboardTabHref(tab: DashboardTab): string {
  return tab === "overview" ? "/admin" : `/admin?tab=${tab}`;
}

export function DashboardTabs({ active, children }: { active: DashboardTab; children: ReactNode }) {
  const tabs = DASHBOARD_TABS.map((tab) => ({ ...tab, href: dashboardTabHref(tab.value) }));
  return (
    <LinkTabs label="Admin dashboard" active={active} tabs={tabs}>
      {children}
    </LinkTabs>
  );
}
