import { useNavigation } from "react-router";

/** True while the list is being read again for a new search, filter or page of Lead Management. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/admin/leads";
}
