import { ArrowUpRight } from "lucide-react";
import { siteConfig } from "~/site.config";

export function SisterSites() {
  return (
    <section aria-labelledby="sister-sites-heading" className="border-t border-line bg-white">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">The executive function family</p>
        <h2 id="sister-sites-heading" className="mt-2 text-2xl font-semibold sm:text-3xl">
          Insights for every seat at the leadership table
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {siteConfig.sisterSites.map((site) => (
            // In two columns an odd last card takes the whole row rather than leaving half of it empty. In five, until xl
            // a tighter padding keeps the widest name ("CMO Function") and its arrow on one line.
            <li key={site.url} className="sm:odd:last:col-span-2 lg:odd:last:col-span-1">
              <a
                href={site.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col rounded-card border border-line bg-paper p-5 transition-colors duration-150 hover:border-accent lg:p-4 xl:p-5"
              >
                <span className="text-xs font-semibold tracking-wider text-muted uppercase">{site.role}</span>
                <span className="mt-1 flex items-center gap-1 font-serif text-lg font-semibold text-ink">
                  {site.name}
                  <ArrowUpRight className="size-4 text-muted group-hover:text-accent-ink" aria-hidden />
                </span>
                <span className="mt-2 text-sm leading-relaxed text-muted">{site.description}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
