import { useCallback, useState } from "react";
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

function FetcherToast({ fetcherKey }: { fetcherKey: string }) {
  useRowRemovalToast(fetcherKey);
  return null;
}

/**
 * Toasts for what rows post through fetchers of their own (one per row, so two rows can post at once), for the
 * same reason as above: the answer may take the row off a filtered list. The list keeps a listener for every
 * fetcher a row told it of (`track`), for as long as the list is shown, and renders them (`listeners`).
 */
export function useRowAnswerToasts() {
  const [keys, setKeys] = useState<string[]>([]);
  const track = useCallback((key: string) => setKeys((known) => (known.includes(key) ? known : [...known, key])), []);
  const listeners = keys.map((key) => <FetcherToast key={key} fetcherKey={key} />);
  return { track, listeners };
}
