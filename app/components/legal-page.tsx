import type { ReactNode } from "react";
import { siteConfig } from "~/site.config";

export function LegalPage({
  title,
  intro,
  contactHeading,
  contactEmail,
  children,
}: {
  title: string;
  intro: string;
  contactHeading: string;
  contactEmail: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-reading px-4 py-14 sm:px-6 md:py-20">
      <header className="border-b border-line pb-8">
        <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">Legal</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm font-medium text-muted">Last updated: {siteConfig.legal.lastUpdated}</p>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">{intro}</p>
      </header>
      <div className="article-body mt-4 text-[1.0625rem]">{children}</div>
      <section aria-labelledby="legal-contact" className="mt-12 rounded-card border border-line bg-white p-6">
        <h2 id="legal-contact" className="text-2xl font-semibold">
          {contactHeading}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-soft">
          Email us at{" "}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4">
            {contactEmail}
          </a>{" "}
          or write to:
        </p>
        <address className="mt-3 leading-relaxed text-ink-soft not-italic">
          {siteConfig.legal.postalAddress.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </section>
    </article>
  );
}
