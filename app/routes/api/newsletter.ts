import { data, redirect } from "react-router";
import { NewsletterSchema, newsletterToasts } from "~/validation/newsletter";
import { getDb } from "~/db/client.server";
import { subscribe } from "~/models/subscriber.server";
import { logger } from "~/utils/logger.server";
import { safeRedirect } from "~/utils/redirect";
import type { Toast } from "~/utils/toast";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/newsletter";
import { readForm } from "~/utils/form.server";
import { consume, networkKey } from "~/utils/rate-limit.server";
import { filledHoneypot } from "~/utils/spam-trap.server";
import { serverActionOr } from "~/utils/server-action-or";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // Present only when the form was posted without JavaScript: answer with a redirect back.
  const redirectTo = form.get("redirectTo");
  const email = form.get("email");

  // The spec ignores a blank email: nothing is stored and nothing is said.
  if (typeof email !== "string" || email.trim() === "") {
    return redirectTo ? redirect(safeRedirect(redirectTo), 303) : data({ ok: false, toast: null });
  }

  const { toast, status } = await subscribeEmail(email, { bot: filledHoneypot(form), clientIp: context.clientIp });
  if (redirectTo) return redirectWithToast(safeRedirect(redirectTo), toast, { status: 303 });
  return data({ ok: status === 200, toast }, { status });
}

/** Bots (the hidden field filled) hear the same success as people; nothing is stored for them. */
async function subscribeEmail(
  email: string,
  { bot, clientIp }: { bot: boolean; clientIp: string | null },
): Promise<{ toast: Toast; status: number }> {
  const parsed = NewsletterSchema.safeParse({ email });
  if (!parsed.success) return { toast: newsletterToasts.invalid, status: 400 };
  if (bot) return { toast: newsletterToasts.success, status: 200 };
  try {
    if (!(await consume("newsletterIp", networkKey(clientIp))).allowed) {
      return { toast: newsletterToasts.failure, status: 429 };
    }
    await subscribe(getDb(), parsed.data.email);
    return { toast: newsletterToasts.success, status: 200 };
  } catch (error) {
    logger.error({ err: error }, "newsletter subscription failed");
    return { toast: newsletterToasts.failure, status: 500 };
  }
}

export function loader() {
  throw data("Subscribe with POST", { status: 405, headers: { Allow: "POST" } });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, { ok: false, toast: newsletterToasts.failure });
}
