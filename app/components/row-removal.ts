import { useFetcher } from "react-router";
import { useToast } from "~/components/toaster";
import type { Toast } from "~/utils/toast";

/**
 * The fetcher a list's rows post their deletes through, shared by key with the list. A deleted row cannot show
 * the answer's toast itself: under load React may commit the reloaded list, without the row, before it ever
 * renders the row with the answer. The list outlives its rows, so it shows the toast (`useRowRemovalToast`).
 */
export function useRowRemoval(key: string) {
  return useFetcher<{ toast?: Toast }>({ key });
}

/** Shows the toast of each answer to the rows' deletes; called by the list that holds the rows. */
export function useRowRemovalToast(key: string) {
  useToast(useRowRemoval(key).data?.toast);
}
