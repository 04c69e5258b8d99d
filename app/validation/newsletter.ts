import { z } from "~/utils/zod";
import type { Toast } from "~/utils/toast";
import { emailAddress } from "./email";

export const NewsletterSchema = z.object({
  email: emailAddress("Please enter a valid email address.").transform((email) => email.toLowerCase()),
});

export const newsletterToasts = {
  success: { type: "success", title: "Success!", description: "Thank you for subscribing to our newsletter!" },
  invalid: { type: "error", title: "Subscription failed", description: "Please enter a valid email address." },
  failure: { type: "error", title: "Subscription failed", description: "Please try again later." },
} as const satisfies Record<string, Toast>;
