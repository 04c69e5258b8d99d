import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqEntry } from "~/models/article.server";
import { truncate } from "~/utils/format";

export const FAQ_HEADING_LIMIT = 50;

/** Entries missing a question or an answer are not shown. */
export function visibleFaqs(faqs: FaqEntry[]): FaqEntry[] {
  return faqs.filter((faq) => faq.question.trim() !== "" && faq.answer.trim() !== "");
}

export function truncateFaqHeading(question: string): string {
  return truncate(question, FAQ_HEADING_LIMIT);
}

export function FaqAccordion({ faqs }: { faqs: FaqEntry[] }) {
  const entries = visibleFaqs(faqs);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading" className="mt-14">
      <h2 id="faq-heading" className="text-2xl font-semibold">
        Frequently Asked Questions
      </h2>
      {/* Closed answers are in the page, hidden, so that search engines read them as the FAQ's structured data
          promises; without JavaScript nothing can open or close them, so there they are all shown, without chevrons. */}
      <noscript>
        <style>{"[data-faq-answer][data-state=closed]{display:block!important}[data-faq-chevron]{display:none}"}</style>
      </noscript>
      {/* A long link or unbroken word in a question or answer wraps rather than widen the page. */}
      <Accordion.Root
        type="multiple"
        className="mt-5 divide-y divide-line rounded-card border border-line bg-white wrap-anywhere"
      >
        {entries.map((faq, index) => (
          <Accordion.Item key={index} value={String(index)}>
            <Accordion.Header asChild>
              <h3 className="font-sans text-base">
                <Accordion.Trigger
                  className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-ink"
                  title={faq.question}
                >
                  {truncateFaqHeading(faq.question)}
                  <ChevronDown
                    data-faq-chevron=""
                    className="size-5 shrink-0 text-muted transition-transform duration-150 group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content
              forceMount
              data-faq-answer=""
              className="px-5 pb-5 leading-relaxed text-ink-soft data-[state=closed]:hidden"
            >
              {faq.question.length > FAQ_HEADING_LIMIT ? (
                <p className="pb-2 font-semibold text-ink">{faq.question}</p>
              ) : null}
              <p>{faq.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
