import { z } from "~/utils/zod";
import type { Toast } from "~/utils/toast";

export const NewsletterSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
});

export const newsletterToasts = {
  success: { type: "success", title: "Success!", description: "Thank you for subscribing to our newsletter!" },
  invalid: { type: "error", title: "Subscription failed", description: "Please enter a valid email address." },
  failure: { type: "error", title: "Subscription failed", description: "Please try again later." },
} as const satisfies Record<string, Toast>;
