import { useRouteLoaderData } from "react-router";

/** What the browser may know about the signed-in account. */
export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  sessionStartedAt: string;
  lastActivityAt: string;
}

export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
