import { CalendarClock, Mail, ShieldCheck } from "lucide-react";
import { data } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { LeadForm } from "~/components/leads/lead-form";
import { siteConfig } from "~/site.config";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { issueFormToken } from "~/utils/spam-trap.server";
import { readForm } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { submitLead } from "./api/lead-submission.server";
import type { Route } from "./+types/contact";

/** The page is never cached (server/page-cache.ts), so the note of when it was served is its own. */
export function loader() {
  return { formToken: issueFormToken() };
}

/**
 * The form posted without JavaScript. A lead taken goes back to the page with its toast; a refused one (sent too
 * soon, too many from one network, a server failure) is answered with this page again, every answer in its field
 * and the reason above them, so nothing typed is lost.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitLead({ form: await readForm(request), clientIp: context.clientIp });
  if (outcome.status === 200) return redirectWithToast("/contact", outcome.toast, { status: 303 });
  return data({ toast: outcome.toast, result: outcome.result }, { status: outcome.status });
}

/**
 * The contact form: the way to reach sales that needs no JavaScript (the 'Hire a CTO' buttons lead here
 * until the page has it), posting to the same lead action as the chat and the sidebar.
 */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <div>
        <p className="text-xs font-semibold tracking-widest text-accent-ink uppercase">Hire a CTO</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Contact Us</h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
          From an interim CTO to a board-level technology advisor: tell us how to reach you and someone from our team
          will get in touch to understand what your business needs.
        </p>
        <ul className="mt-8 grid max-w-xl gap-5 text-ink-soft">
          <li className="flex gap-3">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden />
            <span>We&apos;ll get in touch within 24 hours.</span>
          </li>
          <li className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden />
            <span>Your details are only used to answer you; see our privacy policy.</span>
          </li>
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden />
            <span>
              Prefer email? Write to{" "}
              <a
                href={`mailto:${siteConfig.contactEmail}`}
                className="font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4"
              >
                {siteConfig.contactEmail}
              </a>
              .
            </span>
          </li>
        </ul>
      </div>
      <section
        aria-labelledby="contact-form-heading"
        className="rounded-card border border-line bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="contact-form-heading" className="text-2xl font-semibold">
          Tell us about you
        </h2>
        <FormMessage toast={actionData?.toast} />
        <LeadForm
          touchpoint="Contact Form"
          idPrefix="contact"
          submitLabel="Send"
          formToken={loaderData.formToken}
          withoutScript={{ action: "/contact", lastResult: actionData?.result }}
          className="mt-6"
        />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description: `Talk to ${siteConfig.name} about interim, fractional and advisory CTO support.`,
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });
