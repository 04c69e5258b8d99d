import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "./error-boundary";
import { StatusScreen } from "./status-screen";

/**
 * Error boundary of an admin route: a 403 from requireAdmin becomes the spec's 'Access Denied' screen,
 * and a 404 the route's own not-found screen when it has one.
 */
export function AccessDeniedBoundary({
  description,
  details,
  action,
  notFound,
}: {
  description: string;
  details?: string;
  action?: { to: string; label: string };
  notFound?: ReactNode;
}) {
  const statusHandlers: Record<number, () => ReactNode> = {
    403: () => <StatusScreen title="Access Denied" description={description} details={details} action={action} />,
  };
  if (notFound) statusHandlers[404] = () => notFound;
  return <GeneralErrorBoundary statusHandlers={statusHandlers} />;
}
