import { useRouteLoaderData } from "react-router";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD } from "~/utils/spam-trap";

// The first note of the page's time this tab received; later root revalidations (after any form post)
// bring newer ones, which would make a quick second form look like a bot's.
let firstFormToken: string | undefined;

function useFormToken(): string {
  const root = useRouteLoaderData("root") as { formToken?: string } | undefined;
  const token = root?.formToken ?? "";
  if (typeof document === "undefined") return token;
  firstFormToken ??= token || undefined;
  return firstFormToken ?? token;
}

/**
 * The hidden fields public forms carry against bots: a field people never see (bots fill it in) and, for
 * lead forms, the signed time the page was served (bots post at once).
 */
export function SpamTrapFields({ withFormTime = true }: { withFormTime?: boolean }) {
  const token = useFormToken();
  return (
    <>
      <div className="hidden" aria-hidden>
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {withFormTime ? <input type="hidden" name={FORM_STARTED_FIELD} value={token} /> : null}
    </>
  );
}
