/**
 * Site identity. Each site of the executive-function family ships its own copy of this file;
 * nothing else in the app names the site, its categories or its sister sites.
 */

export interface Category {
  id: string;
  name: string;
  slug: string;
  /** One line under the name on the category's page. */
  description: string;
}

export interface SiteLink {
  label: string;
  href: string;
}

export interface SisterSite {
  name: string;
  role: string;
  description: string;
  url: string;
}

export const siteConfig = {
  name: "CTO Function",
  tagline: "Strategic insights for technology leaders",
  description:
    "Strategic insights for CTOs and technology executives: architecture, teams, AI, delivery, cloud, security and the craft of leading technology.",
  locale: "en-US",
  /**
   * The publication's time zone (IANA): publish dates are its days, a future one going live at its midnight,
   * article dates are shown as its days, and the dashboard counts views and leads by its days. Views already counted
   * keep the day they were counted under when it changes.
   */
  timeZone: "UTC",
  copyrightYear: 2024,
  categories: [
    {
      id: "1",
      name: "Tech Strategy & Architecture",
      slug: "tech-strategy-architecture",
      description: "Shaping the technology estate and the roadmap so that both serve the business strategy.",
    },
    {
      id: "2",
      name: "Digital Talent & Teams",
      slug: "digital-talent-teams",
      description: "Hiring, growing and organising the people who build and run technology.",
    },
    {
      id: "3",
      name: "AI, Data & Emerging Tech",
      slug: "ai-data-emerging-tech",
      description: "Putting AI, data and new technology to work, with the costs and risks in view.",
    },
    {
      id: "4",
      name: "Tech Operations & Delivery",
      slug: "tech-operations-delivery",
      description: "Shipping reliably: delivery practices, operations and the measures that matter.",
    },
    {
      id: "5",
      name: "Cloud & Infrastructure",
      slug: "cloud-infrastructure",
      description: "Platforms, cloud economics and the infrastructure that everything else runs on.",
    },
    {
      id: "6",
      name: "Cybersecurity & Risk",
      slug: "cybersecurity-risk",
      description: "Security, resilience and technology risk, explained for the executive table.",
    },
    {
      id: "7",
      name: "Product & Customer Technology",
      slug: "product-customer-technology",
      description: "Building the products and customer experiences that technology makes possible.",
    },
    {
      id: "8",
      name: "Ecosystem & Partners",
      slug: "ecosystem-partners",
      description: "Vendors, partners and platforms: choosing them, contracting them and working with them.",
    },
    {
      id: "9",
      name: "CTO Reflections",
      slug: "cto-reflections",
      description: "Lessons from the job itself: the craft, the trade-offs and the career of a CTO.",
    },
  ] as const satisfies readonly Category[],
  footerQuickLinks: [
    { label: "Capital Strategy", href: "/category/capital-strategy" },
    { label: "Risk & Compliance", href: "/category/risk-compliance" },
    { label: "Finance Transformation", href: "/category/finance-transformation" },
    { label: "ESG Reporting", href: "/category/esg-reporting" },
  ] satisfies SiteLink[],
  sisterSites: [
    {
      name: "CTO Function",
      role: "Technology",
      description: "Architecture, teams and delivery for technology leaders.",
      url: "https://www.ctofunction.com",
    },
    {
      name: "CMO Function",
      role: "Marketing",
      description: "Brand, growth and customer strategy for marketing leaders.",
      url: "https://www.cmofunction.com",
    },
    {
      name: "CEO Function",
      role: "Executive",
      description: "Strategy, governance and leadership for chief executives.",
      url: "https://www.ceofunction.com",
    },
    {
      name: "COO Function",
      role: "Operations",
      description: "Operating models, execution and scale for operations leaders.",
      url: "https://www.coofunction.com",
    },
    {
      name: "CFO Function",
      role: "Finance",
      description: "Capital, risk and performance for finance leaders.",
      url: "https://www.cfofunction.com",
    },
  ] satisfies SisterSite[],
  /** Public address for sales conversations until a visitor starts the lead chat. */
  contactEmail: "hello@ctofunction.com",
  legal: {
    privacyEmail: "privacy@ctofunction.com",
    legalEmail: "legal@ctofunction.com",
    postalAddress: ["CTO Function Ltd.", "20 Finsbury Circus", "London EC2M 7EA", "United Kingdom"],
    lastUpdated: "January 2024",
  },
} as const;

export type CategorySlug = (typeof siteConfig.categories)[number]["slug"];

export function findCategoryBySlug(slug: string | undefined): Category | undefined {
  return siteConfig.categories.find((category) => category.slug === slug);
}

/** A known category whose slug differs from `slug` only in case (an address typed or linked by hand). */
export function findCategoryBySlugIgnoringCase(slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  return siteConfig.categories.find((category) => category.slug === wanted);
}

export function categoryName(slug: string): string {
  return findCategoryBySlug(slug)?.name ?? slug;
}

/** Several categories on one line: names hold commas ('AI, Data & Emerging Tech'), so they are set apart with slashes. */
export function categoryNames(slugs: readonly string[]): string {
  return slugs.map(categoryName).join(" / ");
}
