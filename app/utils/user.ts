import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";

/** What the browser may know about the signed-in account. */
export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  sessionStartedAt: string;
  lastActivityAt: string;
}

/**
 * The account this browser last heard of from the server. When a page's data is lost on the way, the layout's is
 * lost with it; the header then still shows who is signed in rather than 'Sign In'. Effects run in the browser
 * only, so a server render, where this module is shared by every request, never keeps anyone.
 */
const lastKnown: { user: SessionUser | null } = { user: null };

export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  useEffect(() => {
    if (data) lastKnown.user = data.user ?? null;
  }, [data]);
  if (data) return data.user ?? null;
  return typeof document !== "undefined" ? lastKnown.user : null;
}
