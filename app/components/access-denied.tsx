import { GeneralErrorBoundary } from "./error-boundary";
import { StatusScreen } from "./status-screen";

/** Error boundary of an admin route: a 403 from requireAdmin becomes the spec's 'Access Denied' screen. */
export function AccessDeniedBoundary({
  description,
  details,
  action,
}: {
  description: string;
  details?: string;
  action?: { to: string; label: string };
}) {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => <StatusScreen title="Access Denied" description={description} details={details} action={action} />,
      }}
    />
  );
}
