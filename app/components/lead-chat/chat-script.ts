import type { LeadField } from "~/validation/lead";

/** What the chat asks at each of its five steps, in order, and how the browser should help fill it in. */
export interface ChatStep {
  field: LeadField;
  question: (answers: Partial<Record<LeadField, string>>) => string;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  placeholder: string;
}

export const CHAT_STEPS: ChatStep[] = [
  {
    field: "firstName",
    question: () => "Hi there! Let's find the right technology leadership for your business. What's your first name?",
    label: "First name",
    type: "text",
    autoComplete: "given-name",
    placeholder: "Your first name",
  },
  {
    field: "lastName",
    question: (answers) => `Nice to meet you, ${answers.firstName ?? ""}! What's your last name?`,
    label: "Last name",
    type: "text",
    autoComplete: "family-name",
    placeholder: "Your last name",
  },
  {
    field: "company",
    question: () => "Which company are you with?",
    label: "Company",
    type: "text",
    autoComplete: "organization",
    placeholder: "Company name",
  },
  {
    field: "email",
    question: () => "What's your work email?",
    label: "Work email",
    type: "email",
    autoComplete: "email",
    placeholder: "name@company.com",
  },
  {
    field: "phone",
    question: () => "And the best phone number to reach you?",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    placeholder: "+1 555 010 0000",
  },
];

/** The spec's chat timings: a typing indicator for 1 s, the next question 1.5 s after an answer, closing 3 s after thanks. */
export const CHAT_TIMING = { typingMs: 1_000, nextQuestionMs: 1_500, autoCloseMs: 3_000 } as const;
