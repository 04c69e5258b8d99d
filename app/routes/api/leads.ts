import { data } from "react-router";
import { readForm } from "~/utils/form.server";
import { submitLead } from "./lead-submission.server";
import type { Route } from "./+types/leads";
import { waitOutFillTime } from "~/utils/form-token-times";
import { sentField, serverActionOr } from "~/utils/server-action-or";
import { FORM_STARTED_FIELD } from "~/utils/spam-trap";
import { leadToasts } from "~/validation/lead";

/** The lead action behind the chat and the sidebar form, and the contact form with JavaScript (see routes/contact.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitLead({ form: await readForm(request), clientIp: context.clientIp });
  return data({ ok: outcome.status === 200, toast: outcome.toast, result: outcome.result }, { status: outcome.status });
}

export function loader() {
  throw data("Send a lead with POST", { status: 405, headers: { Allow: "POST" } });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  await waitOutFillTime(await sentField(request, FORM_STARTED_FIELD));
  return serverActionOr(serverAction, { ok: false, toast: leadToasts.failed, result: undefined });
}
