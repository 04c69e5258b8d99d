import { Link, useLocation } from "react-router";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { siteConfig } from "~/site.config";
import { isAdminPage } from "~/utils/admin-area";
import { cn } from "~/utils/cn";
import { Logo } from "./logo";

export function SiteFooter() {
  // Admin pages have no floating buttons (FloatingLeadButtons), so nothing to keep the room for.
  const roomForFloatingButtons = !isAdminPage(useLocation().pathname);
  return (
    <footer className="bg-navy text-slate-300">
      {/* Two columns up to large screens, so no label wraps and the newsletter field keeps its width. */}
      <div className="mx-auto grid max-w-content grid-cols-2 gap-10 px-4 py-14 sm:px-6 lg:grid-cols-12">
        <div className="col-span-2 md:col-span-1 lg:col-span-3">
          <Logo className="rounded-md" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{siteConfig.tagline}.</p>
        </div>
        <nav aria-labelledby="footer-quick-links" className="lg:col-span-3">
          <h2 id="footer-quick-links" className="font-sans text-sm font-semibold text-white">
            Quick Links
          </h2>
          {/* A finger needs 44 px at any window width; a mouse pointer makes do with a tighter list. */}
          <ul className="mt-3 space-y-1">
            {siteConfig.footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-11 items-center text-sm hover:text-white pointer-fine:min-h-9"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-sister-sites" className="lg:col-span-2">
          <h2 id="footer-sister-sites" className="font-sans text-sm font-semibold text-white">
            Our Network
          </h2>
          <ul className="mt-3 space-y-1">
            {siteConfig.sisterSites.map((site) => (
              <li key={site.url}>
                <a
                  href={site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center text-sm hover:text-white pointer-fine:min-h-9"
                >
                  {site.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-span-2 md:col-span-1 lg:col-span-4">
          <h2 className="font-sans text-sm font-semibold text-white">Newsletter</h2>
          <p className="mt-3 text-sm leading-relaxed">The best of our insights, once a fortnight. No spam.</p>
          <NewsletterForm idPrefix="footer" className="mt-4" tone="inverse" />
        </div>
      </div>
      {/* Room below the last links, so the floating 'Hire a CTO' buttons never sit on top of them. */}
      <div className="border-t border-white/10">
        <div
          className={cn(
            "mx-auto flex max-w-content flex-col gap-2 px-4 pt-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6",
            roomForFloatingButtons ? "pb-24" : "pb-6",
          )}
        >
          <p>
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/contact" className="inline-flex min-h-11 items-center hover:text-white">
                Contact
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="inline-flex min-h-11 items-center hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="inline-flex min-h-11 items-center hover:text-white">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
