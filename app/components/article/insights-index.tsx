import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/pagination";
import type { Page } from "~/db/values";
import type { ArticleSummary } from "~/models/article-summary.server";
import type { Category } from "~/site.config";
import { siteConfig } from "~/site.config";
import { ArticleGrid } from "./article-grid";
import { CategoryPills } from "./category-pills";
import { FeaturedInsight } from "./featured-insight";

export function InsightsIndex({
  featured,
  latest,
  selectedCategory,
}: {
  featured: ArticleSummary | null;
  latest: Page<ArticleSummary>;
  selectedCategory: Category | null;
}) {
  const articles = latest.items;
  return (
    <>
      {selectedCategory ? <CategoryHeader category={selectedCategory} /> : <Hero />}

      {featured ? <FeaturedInsight article={featured} /> : null}

      <section aria-labelledby="latest-insights" className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-insights" className="scroll-mt-24 text-3xl font-semibold">
              Latest Insights
            </h2>
            <p className="mt-2 text-muted">
              {selectedCategory
                ? `Filtered by ${selectedCategory.name}`
                : "Fresh thinking across every part of the technology function."}
            </p>
          </div>
          <Link
            to="/all-articles"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4"
          >
            View all articles <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="mt-6">
          <CategoryPills selected={selectedCategory?.slug ?? null} />
        </div>
        <div className="mt-8">
          {articles.length > 0 ? (
            <ArticleGrid articles={articles} enlargeFirst />
          ) : (
            <div className="rounded-card border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <p className="text-lg text-ink">
                {/* The featured card above may be the only article there is. */}
                {featured
                  ? selectedCategory
                    ? "No other articles in this category yet."
                    : "No other articles yet."
                  : "No articles found in this category."}
              </p>
              <Button asChild variant="primary" className="mt-6">
                <Link to="/all-articles">View All Articles</Link>
              </Button>
            </div>
          )}
        </div>
        <Pagination page={latest.page} pageCount={latest.pageCount} listId="latest-insights" />
      </section>

      {/* 'Get the newsletter' jumps here: the section starts below the sticky header (4rem), not under it. */}
      <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-16 bg-accent-soft">
        <div className="mx-auto grid max-w-content gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="newsletter-heading" className="text-3xl font-semibold">
              Stay ahead of the curve
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink-soft">
              One considered email a fortnight with our newest insights for technology leaders.
            </p>
          </div>
          <NewsletterForm idPrefix="home" />
        </div>
      </section>
    </>
  );
}

function Hero() {
  return (
    <section className="bg-navy text-white">
      <div className="mx-auto max-w-content px-4 pt-14 pb-16 sm:px-6 md:pt-20 md:pb-24">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">{siteConfig.tagline}</p>
        <h1 className="mt-4 max-w-3xl font-serif text-4xl leading-[1.1] font-semibold text-white sm:text-5xl md:text-6xl">
          Clear thinking for the people who run technology.
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">
          Practical, evidence-led insight on architecture, teams, AI, delivery, cloud and risk, written for CTOs and the
          executives who work with them.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to="/all-articles">
              Browse all insights <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <a href="#newsletter">Get the newsletter</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A category page leads with the category itself rather than the site's hero. */
function CategoryHeader({ category }: { category: Category }) {
  return (
    <section className="bg-navy text-white">
      <div className="mx-auto max-w-content px-4 pt-12 pb-16 sm:px-6 md:pt-16 md:pb-20">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">Insights</p>
        <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-[1.1] font-semibold text-white sm:text-5xl">
          {category.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">{category.description}</p>
      </div>
    </section>
  );
}
