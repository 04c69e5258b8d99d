import { LegalPage } from "~/components/legal-page";
import { siteConfig } from "~/site.config";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/privacy-policy";

export default function PrivacyPolicy() {
  const { name } = siteConfig;
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`This policy explains what personal information ${name} collects when you read our insights, subscribe to our newsletter, create an account or ask us to contact you, and how we use and protect it.`}
      contactHeading="Contact us about privacy"
      contactEmail={siteConfig.legal.privacyEmail}
    >
      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your email address and a securely hashed password when you sign up.
        </li>
        <li>
          <strong>Newsletter subscriptions:</strong> the email address you give us and the time you subscribed.
        </li>
        <li>
          <strong>Conversations with our team:</strong> the name, company, work email and phone number you share when
          you ask us to get in touch, where on the site you asked, and the titles of the articles you read in that visit
          (kept in your browser for that visit only, never in a cookie, and sent only with your request).
        </li>
        <li>
          <strong>Usage information:</strong> anonymous counts of article views, and technical logs (such as IP address
          and browser type) kept to run and secure the service.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your information to provide the site and your account, to send the newsletter you asked for, to respond
        to enquiries, to keep the service secure and to understand which insights are useful. We do not sell your
        personal information.
      </p>
      <h2>Cookies</h2>
      <p>
        We use only the cookies needed to keep you signed in and to show messages after you submit a form. We do not use
        advertising cookies.
      </p>
      <h2>Sharing</h2>
      <p>
        We share information only with service providers who host and operate the site for us, under contracts that
        require them to protect it, or when the law requires us to.
      </p>
      <h2>Retention and your rights</h2>
      <p>
        We keep personal information only as long as we need it for the purposes above. You may ask us to access,
        correct or delete your information, or unsubscribe from the newsletter at any time, by contacting us.
      </p>
      <h2>Security</h2>
      <p>
        Passwords are stored only as salted hashes, connections are encrypted, and access to administrative functions is
        restricted and recorded in an audit log.
      </p>
    </LegalPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: `How ${siteConfig.name} collects, uses and protects your personal information.`,
    path: "/privacy-policy",
    siteUrl: siteUrlFrom(matches),
  });
