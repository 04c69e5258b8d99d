import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusScreen } from "./status-screen";

/** A screen for a status; null leaves the error to the generic screens below. */
type StatusHandler = (error: { status: number; data: unknown }) => ReactNode;

/** Turns thrown Responses into the spec's screens; anything unexpected gets a calm generic screen. */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const screen = statusHandlers[error.status]?.(error);
    if (screen !== undefined && screen !== null) return <>{screen}</>;
    if (error.status === 404) {
      return (
        <StatusScreen
          code="404"
          title="Oops! Page not found"
          description="The page you are looking for does not exist or has moved."
        />
      );
    }
    return (
      <StatusScreen
        code={String(error.status)}
        title="Something went wrong"
        description={error.statusText || "Please try again later."}
      />
    );
  }
  return (
    <StatusScreen
      code="500"
      title="Something went wrong"
      description="An unexpected error occurred on our side. Please try again in a moment."
    />
  );
}
