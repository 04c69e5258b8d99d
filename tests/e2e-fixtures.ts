/**
 * Articles the browser tests need beyond the demo content: a scheduled one and one whose FAQ has
 * incomplete entries. Run by tests/e2e-server.ts (through tsx) against the test server's database.
 */
import { closeDb, getDb } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { createArticle } from "~/models/article.server";

const scheduledArticle = { slug: "scheduled-insight-e2e", title: "Scheduled Insight About Quantum Roadmaps" };
const faqEdgeArticle = { slug: "faq-edge-cases-e2e", title: "FAQ Edge Cases for Platform Budgets" };

const db = getDb();
try {
  await migrateToLatest(db);
  await seedDemoContent(db);
  const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
  await createArticle(db, {
    slug: scheduledArticle.slug,
    title: scheduledArticle.title,
    summary: "A scheduled article that must stay invisible to the public until its publish date arrives.",
    content: "<p>Quantum roadmaps for the scheduled future.</p>",
    author: "Future Author",
    categories: ["cto-reflections"],
    tags: ["Quantum"],
    faqs: [],
    bannerUrl: "/images/banners/cto-reflections.svg",
    readTime: 4,
    featured: true,
    publishedAt: inAYear,
  });
  await createArticle(db, {
    slug: faqEdgeArticle.slug,
    title: faqEdgeArticle.title,
    summary: "An article whose FAQ has entries with a missing question or answer, which readers must not see.",
    content:
      "<p>Platform budgets deserve a clear owner.</p>" +
      "<p>Tag every resource with <code>team_tag</code> before the first review.</p>" +
      "<hr>" +
      "<pre><code>SELECT team_tag, SUM(unblended_cost) AS cost FROM cur_2024 GROUP BY team_tag ORDER BY cost DESC;</code></pre>" +
      "<p>Guide: https://example.com/docs?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=q3_cto_briefing</p>" +
      "<table><tbody><tr><td>cost_allocation_tag_compliance_percentage</td><td>team</td><td>owner</td><td>budget</td></tr></tbody></table>",
    author: "Edge Case",
    categories: ["cloud-infrastructure"],
    tags: ["Budgets"],
    faqs: [
      {
        question: "How should a platform team justify its budget to the executive committee each year?",
        answer:
          "With outcomes. A template: https://example.com/finops/budget-template?utm_source=newsletter&utm_medium=email&utm_campaign=q3_cto_briefing",
      },
      { question: "A question without an answer?", answer: "   " },
      { question: "", answer: "An answer without a question." },
      { question: "Who owns the platform budget?", answer: "The platform's product owner." },
    ],
    bannerUrl: "/images/banners/cloud-infrastructure.svg",
    readTime: 2,
    publishedAt: "2024-02-01T09:00:00.000Z",
  });
} finally {
  await closeDb();
}
