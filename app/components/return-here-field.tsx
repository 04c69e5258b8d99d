import { useLocation } from "react-router";

/** The address of the page a form is on, for an action that answers by coming back here (see `safeRedirect`). */
export function ReturnHereField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="redirectTo" value={pathname + search} />;
}
