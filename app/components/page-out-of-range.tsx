import { useLocation } from "react-router";
import { isPageOutOfRange, pageHref } from "~/utils/pagination";
import { GeneralErrorBoundary } from "./error-boundary";
import { StatusScreen } from "./status-screen";

/** The error boundary of a paginated list: a page past its end says so and links to the first page. */
export function PageOutOfRangeBoundary() {
  const location = useLocation();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: ({ data }) => {
          if (!isPageOutOfRange(data)) return null;
          const { page, pageCount } = data;
          return (
            <StatusScreen
              code="404"
              title="Oops! Page not found"
              description={`This list has no page ${page}: it ends at page ${pageCount}.`}
              action={{ to: pageHref(location.pathname, location.search, 1), label: "Go to the first page" }}
            />
          );
        },
      }}
    />
  );
}
