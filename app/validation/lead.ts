import type { Toast } from "~/utils/toast";
import { z } from "~/utils/zod";
import { asOneLine, CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./text";

/**
 * One set of rules for a lead, used by the chat (step by step), the sidebar and contact forms, the admin's
 * edit dialog and the server's action, so every place says exactly the same thing. The spec's messages come
 * as title / description pairs (shown as toasts); a field's error is the description, and `leadErrorToast`
 * finds its title again.
 */
export const leadFieldErrors = {
  required: { type: "error", title: "Please enter a response", description: "This field is required to continue." },
  invalidEmail: { type: "error", title: "Invalid email", description: "Please enter a valid email address." },
  invalidPhone: { type: "error", title: "Invalid phone number", description: "Please enter a valid phone number." },
} as const satisfies Record<string, Toast>;

/** The spec's lead and Lead Management toasts, word for word. */
export const leadToasts = {
  submitted: {
    type: "success",
    title: "Thanks, we'll be in touch!",
    description: "Someone from the product will contact you soon.",
  },
  failed: { type: "error", title: "Something went wrong", description: "Please try again later." },
  loadFailed: { type: "error", title: "Error loading leads", description: "Failed to fetch leads data" },
  subscribersLoadFailed: {
    type: "error",
    title: "Error loading newsletters",
    description: "Failed to fetch newsletter data",
  },
  updated: { type: "success", title: "Lead updated" },
  updateFailed: { type: "error", title: "Error updating lead", description: "Failed to update lead information" },
  /** The spec's update-failure title, with why (docs/decisions/0006). */
  changedElsewhere: {
    type: "error",
    title: "Error updating lead",
    description: "Someone else changed this lead after you opened it. Reload the page to see their changes.",
  },
  /** The spec's failure titles, with why, for a lead deleted by someone else after the list was loaded (0006). */
  goneOnUpdate: {
    type: "error",
    title: "Error updating lead",
    description: "Someone else deleted this lead after you opened the list.",
  },
  goneOnDelete: {
    type: "error",
    title: "Error deleting lead",
    description: "Someone else deleted this lead before you did.",
  },
  deleted: { type: "success", title: "Lead deleted" },
  deleteFailed: { type: "error", title: "Error deleting lead", description: "Failed to delete lead" },
  exported: { type: "success", title: "Export complete" },
  /** The spec gives an export only its success: its failure says what failed, in the same words (0006). */
  exportFailed: { type: "error", title: "Export failed", description: "Please try again later." },
  /** Removing a newsletter subscriber is ours (the spec has no such action): texts in the spec's manner (0006). */
  subscriberDeleted: { type: "success", title: "Subscriber deleted" },
  subscriberDeleteFailed: {
    type: "error",
    title: "Error deleting subscriber",
    description: "Failed to delete subscriber",
  },
  subscriberGone: {
    type: "error",
    title: "Error deleting subscriber",
    description: "Someone else deleted this subscriber before you did.",
  },
} as const satisfies Record<string, Toast>;

/** Where a sales conversation started, stored with the lead; a lead without one reads as 'Contact Form'. */
export const TOUCHPOINTS = ["Contact Form", "Sidebar", "Hire a CTO", "Hire a CTO - Article"] as const;
export type Touchpoint = (typeof TOUCHPOINTS)[number];

/** Where sales is with a lead; new leads start as New. */
export const LEAD_STATUSES = ["New", "Contacted", "Qualified", "Closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.includes(value as LeadStatus);
}

/** Bounds the spec leaves open: generous for real names, small enough that nobody stores a novel. */
export const LEAD_LIMITS = { firstName: 100, lastName: 100, company: 200, email: 254, phone: 40 } as const;

// The spec's {email} rule: something@something.something, with no spaces anywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The spec's phone rule: an optional plus, then at least 10 digits, spaces, dashes or parentheses.
const PHONE_PATTERN = /^\+?[\d\s()-]{10,}$/;

const tooLong = (max: number) => `Please keep this to at most ${max} characters.`;

/**
 * One answer: required, bounded, with any run of whitespace (line breaks and tabs included) read as one
 * space, so a name can never carry a line break into an email header or a CSV row; other control
 * characters are refused.
 */
function answer(max: number, rule?: { pattern: RegExp; message: string }) {
  // Conform reads an empty answer as missing, before and after the whitespace is folded: both are "required".
  const required = { error: leadFieldErrors.required.description };
  let checked = z
    .string(required)
    .min(1, required)
    .max(max, tooLong(max))
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);
  if (rule) checked = checked.regex(rule.pattern, rule.message);
  return z.string(required).transform(asOneLine).pipe(checked);
}

export const leadFieldSchemas = {
  firstName: answer(LEAD_LIMITS.firstName),
  lastName: answer(LEAD_LIMITS.lastName),
  company: answer(LEAD_LIMITS.company),
  email: answer(LEAD_LIMITS.email, { pattern: EMAIL_PATTERN, message: leadFieldErrors.invalidEmail.description }),
  phone: answer(LEAD_LIMITS.phone, { pattern: PHONE_PATTERN, message: leadFieldErrors.invalidPhone.description }),
};

export type LeadField = keyof typeof leadFieldSchemas;

/** The order the chat asks in and the forms lay out. */
export const LEAD_FIELDS = ["firstName", "lastName", "company", "email", "phone"] as const satisfies LeadField[];

export const LeadFieldsSchema = z.object(leadFieldSchemas);

/** What a visitor submits: the five answers and where they were asked. */
export const LeadSubmissionSchema = LeadFieldsSchema.extend({
  touchpoint: z.enum(TOUCHPOINTS, { error: "Unknown touchpoint" }),
});

/** The edit dialog's hidden field with the fingerprint of the lead's values it opened with. */
export const LEAD_EDIT_VERSION_FIELD = "editVersion";

/** What an admin saves in the edit dialog: the same answers; the touchpoint may also be left empty. */
export const LeadEditSchema = LeadFieldsSchema.extend({
  id: z.string({ error: "Unknown lead" }).min(1, "Unknown lead").max(64, "Unknown lead"),
  touchpoint: z
    .enum(["", ...TOUCHPOINTS], { error: "Choose one of the listed sources" })
    .optional()
    .transform((value) => (value ? value : null)),
});

export type LeadFields = z.output<typeof LeadFieldsSchema>;

/** The toast (title and description) for a field's error message; unknown messages stand on their own. */
export function leadErrorToast(message: string): Toast {
  const known = Object.values(leadFieldErrors).find((error) => error.description === message);
  return known ?? { type: "error", title: "Please check your answer", description: message };
}

/** Checks one answer of the chat: the field's error message, or null when the answer is fine. */
export function leadFieldError(field: LeadField, value: string): string | null {
  const result = leadFieldSchemas[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? leadFieldErrors.required.description);
}
