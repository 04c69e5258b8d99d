import { useEffect, useState } from "react";
import { noteFormTokenReceived } from "~/utils/form-token-times";
import { FORM_STARTED_FIELD, HONEYPOT_FIELD } from "~/utils/spam-trap";

/** A note of when the form opened, asked of the server as it mounts (see routes/api/form-token.ts). */
function useFormToken(issued: string | undefined, wanted: boolean): string {
  const [fetched, setFetched] = useState("");
  useEffect(() => {
    if (!wanted || issued !== undefined) return;
    let current = true;
    fetch("/api/form-token", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token?: unknown }>) : null))
      .then((body) => {
        if (current && typeof body?.token === "string") setFetched(body.token);
      })
      // Without a note the server asks the visitor to send again, keeping what was typed.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [issued, wanted]);
  return issued ?? fetched;
}

/**
 * The hidden fields public forms carry against bots: a field people never see (bots fill it in) and, for
 * lead forms, the signed time the form was opened (bots post at once). `formToken` is that time as written by a
 * page that is never cached; without it the form asks the server when it mounts.
 */
export function SpamTrapFields({ withFormTime = true, formToken }: { withFormTime?: boolean; formToken?: string }) {
  const token = useFormToken(formToken, withFormTime);
  useEffect(() => noteFormTokenReceived(token), [token]);
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
