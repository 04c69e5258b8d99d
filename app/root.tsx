import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageStructuredData } from "~/components/json-ld";
import { NavigationStatus } from "~/components/layout/navigation-status";
import { RouteFocus } from "~/components/layout/route-focus";
import { SisterSites } from "~/components/layout/sister-sites";
import { FloatingLeadButtons, LeadChatProvider } from "~/components/lead-chat/lead-chat";
import { SidebarLeadForm } from "~/components/leads/sidebar-lead-form";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/toaster";
import { siteConfig } from "~/site.config";
import { getEnv } from "~/utils/env.server";
import { useNonce } from "~/utils/nonce";
import { getSession } from "~/utils/permissions.server";
import { getToast } from "~/utils/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import sourceSerifLatin from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";

export async function loader({ request }: Route.LoaderArgs) {
  const [flash, session] = await Promise.all([getToast(request), getSession(request)]);
  const headers = new Headers();
  for (const source of [flash.headers, session.headers]) {
    for (const cookie of source?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  }
  return data({ siteUrl: getEnv().SITE_URL, toast: flash.toast, user: session.user }, { headers });
}

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of the head, ahead of the module preloads it hoists
  // there; without one it stays where <Links /> renders, after them.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The two faces every page sets its text in (app.css), fetched alongside the stylesheet instead of after it.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: sourceSerifLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: siteConfig.name, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1b2d" />
        <Meta />
        <Links />
        <PageStructuredData />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-navy focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <LeadChatProvider>
          <SiteHeader />
          <NavigationStatus />
          <RouteFocus />
          {/* 'Skip to content' jumps here: the content starts below the sticky header (4rem), not under it. */}
          <main id="main" className="flex-1 scroll-mt-16">
            {children}
          </main>
          <SisterSites />
          <SiteFooter />
          <FloatingLeadButtons />
          <SidebarLeadForm />
        </LeadChatProvider>
        <Toaster toast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
