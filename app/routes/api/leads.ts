import { data } from "react-router";
import { readForm } from "~/utils/form.server";
import { safeRedirect } from "~/utils/redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { submitLead } from "./lead-submission.server";
import type { Route } from "./+types/leads";
import { waitOutFillTime } from "~/utils/form-token-times";
import { sentField, serverActionOr } from "~/utils/server-action-or";
import { FORM_STARTED_FIELD } from "~/utils/spam-trap";
import { leadToasts } from "~/validation/lead";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const outcome = await submitLead({ form, clientIp: context.clientIp });
  // Present only when the contact form was posted without JavaScript: answer with a page, not JSON.
  const redirectTo = form.get("redirectTo");
  if (redirectTo) return redirectWithToast(safeRedirect(redirectTo), outcome.toast, { status: 303 });
  return data({ ok: outcome.status === 200, toast: outcome.toast, result: outcome.result }, { status: outcome.status });
}

export function loader() {
  throw data("Send a lead with POST", { status: 405, headers: { Allow: "POST" } });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  await waitOutFillTime(await sentField(request, FORM_STARTED_FIELD));
  return serverActionOr(serverAction, { ok: false, toast: leadToasts.failed, result: undefined });
}
