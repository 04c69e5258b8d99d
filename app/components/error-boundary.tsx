import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { isLostNavigationAnswer, mayReloadAfterLostAnswer, reloadAfterLostAnswer } from "~/utils/lost-navigation";
import { StatusScreen } from "./status-screen";

/**
 * What a refusal says about itself: the message our routes throw with it (`data({ message })`), else its status
 * text. React Router fills a missing status text with "Internal Server Error" whatever the status, so a 4xx's is
 * not trusted.
 */
function explanationOf(error: { status: number; statusText: string; data: unknown }): string {
  const { data } = error;
  if (typeof data === "object" && data !== null && "message" in data && typeof data.message === "string") {
    if (data.message !== "") return data.message;
  }
  // React Router's own refusal of a page without an action names the route for its developers, not for readers.
  if (error.status === 405) return "This page can only be read: it does not take forms or changes.";
  if (typeof data === "string" && data !== "" && error.status < 500) return data;
  if (error.status < 500 && error.statusText === "Internal Server Error") return "Please check what was sent.";
  return error.statusText || "Please try again later.";
}

/** A screen for a status; null leaves the error to the generic screens below. */
type StatusHandler = (error: { status: number; data: unknown }) => ReactNode;

/** Turns thrown Responses into the spec's screens; anything unexpected gets a calm generic screen. */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  const location = useLocation();
  const lostAnswer = isLostNavigationAnswer(error);
  const reloading = lostAnswer && mayReloadAfterLostAnswer();
  useEffect(() => {
    if (reloading) reloadAfterLostAnswer();
  }, [reloading, error]);
  if (lostAnswer) {
    return reloading ? null : (
      <StatusScreen
        title="This page could not be loaded"
        description="Check your connection, then try again."
        action={{ to: location.pathname + location.search, label: "Try again" }}
      />
    );
  }
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
    return <StatusScreen code={String(error.status)} title="Something went wrong" description={explanationOf(error)} />;
  }
  return (
    <StatusScreen
      code="500"
      title="Something went wrong"
      description="An unexpected error occurred on our side. Please try again in a moment."
    />
  );
}
