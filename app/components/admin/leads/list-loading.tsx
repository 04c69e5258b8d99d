import { useNavigation } from "react-router";

/** True while the list is being read again for a new search, filter or page of Lead Management. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/admin/leads";
}

/** The spec's loading line of Lead Management, shown while either list is read again. */
export function ListLoading() {
  return (
    <p role="status" className="px-5 py-3 text-sm text-muted">
      Loading leads...
    </p>
  );
}
