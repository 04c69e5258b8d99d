import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/toaster";
import type { Toast } from "~/utils/toast";

function FetcherToast({ fetcherKey }: { fetcherKey: string }) {
  useToast(useFetcher<{ toast?: Toast }>({ key: fetcherKey }).data?.toast);
  return null;
}

/**
 * Toasts for what rows post through fetchers of their own (one per row, so two rows can post at once). A row that
 * the answer takes off a filtered list cannot show the toast itself: under load React may commit the reloaded
 * list, without the row, before it ever renders the row with the answer. So the list keeps a listener for every
 * fetcher a row told it of (`track`), for as long as the list is shown, and renders them (`listeners`).
 */
export function useRowAnswerToasts() {
  const [keys, setKeys] = useState<string[]>([]);
  const track = useCallback((key: string) => setKeys((known) => (known.includes(key) ? known : [...known, key])), []);
  const listeners = keys.map((key) => <FetcherToast key={key} fetcherKey={key} />);
  return { track, listeners };
}
