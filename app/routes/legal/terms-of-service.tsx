import { LegalPage } from "~/components/legal-page";
import { siteConfig } from "~/site.config";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/terms-of-service";

export default function TermsOfService() {
  const { name } = siteConfig;
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms govern your use of ${name}. By using the site you agree to them; if you do not agree, please do not use the site.`}
      contactHeading="Contact us about these terms"
      contactEmail={siteConfig.legal.legalEmail}
    >
      <h2>Use of the site</h2>
      <p>
        You may read, share and link to our insights for your own professional use. You may not copy them in bulk,
        republish them as your own, or use the site in a way that harms it or other users.
      </p>
      <h2>Accounts</h2>
      <p>
        You are responsible for keeping your password confidential and for activity under your account. Tell us
        promptly if you believe your account has been misused.
      </p>
      <h2>Resources and content</h2>
      <p>
        Articles and downloadable resources are provided for general information. They are not professional advice
        for your particular situation, and you should take advice before acting on them.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The site, its articles, resources and design belong to {name} or its licensors and are protected by
        copyright and other laws.
      </p>
      <h2>Liability</h2>
      <p>
        We work to keep the site accurate and available, but provide it as is. To the extent the law allows, we are
        not liable for indirect or consequential loss arising from its use.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last
        changed.
      </p>
    </LegalPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms that govern your use of ${siteConfig.name}.`,
    path: "/terms-of-service",
    siteUrl: siteUrlFrom(matches),
  });
