import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * Tabs whose triggers are links: choosing one changes the URL (and works without JavaScript), so a reload
 * or the back button returns to the same tab; the tab shown is always the one the URL names.
 */
export function LinkTabs<Value extends string>({
  label,
  active,
  tabs,
  children,
}: {
  label: string;
  active: Value;
  tabs: readonly { value: Value; label: ReactNode; href: string }[];
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={active} activationMode="manual" className="mt-8">
      <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            asChild
            // Radix focuses a tab from script as the mouse goes down, which Chrome then rings as if by keyboard. The
            // link's click still navigates, and the URL, not Radix, says which tab is active.
            onMouseDown={(event) => {
              if (event.button === 0) event.preventDefault();
            }}
          >
            <Link
              to={tab.href}
              preventScrollReset
              className="-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-semibold sm:px-4 text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink"
            >
              {tab.label}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* The panels hold links, buttons and fields, so Tab goes from the tabs straight to the first of them (WAI-ARIA's
          tabs pattern); a focusable panel was a stop in between that showed nothing. */}
      <Tabs.Content value={active} tabIndex={-1} className="pt-8">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
