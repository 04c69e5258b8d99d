import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";

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

/**
 * Tabs whose triggers are links: choosing one changes the URL (and works without JavaScript);
 * the tab shown is always the one the URL names.
 */
export function DashboardTabs({ active, children }: { active: DashboardTab; children: ReactNode }) {
  return (
    <Tabs.Root value={active} activationMode="manual" className="mt-8">
      <Tabs.List aria-label="Admin dashboard" className="flex gap-1 overflow-x-auto border-b border-line">
        {DASHBOARD_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} asChild>
            <Link
              to={dashboardTabHref(tab.value)}
              preventScrollReset
              className="-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink"
            >
              {tab.label}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={active} className="pt-8 outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
