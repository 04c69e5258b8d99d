import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { cn } from "~/utils/cn";
import type { Toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { whenLiveRegionSettled } from "~/utils/use-live-region-settled";

// The toast library is fetched with the first toast, not with every page: most visits show none.
const ToastStack = lazy(() => import("./toast-stack"));

let anyToastShown = false;
const toastShownListeners = new Set<() => void>();

function onToastShown(listener: () => void) {
  toastShownListeners.add(listener);
  return () => toastShownListeners.delete(listener);
}

// The stack (Sonner's live region) mounts with the first toast: toasts wait until it has been on the page a moment.
let stackOnPage = () => {};
const stackReady = new Promise<void>((resolve) => {
  stackOnPage = () => {
    whenLiveRegionSettled(resolve);
  };
});

/** Shows a toast once the stack is ready; the promise settles when it has been handed to the stack. */
export function showToastMessage(toast: Toast | null | undefined): Promise<void> | undefined {
  if (!toast) return;
  if (!anyToastShown) {
    anyToastShown = true;
    for (const listener of toastShownListeners) listener();
  }
  return Promise.all([import("sonner"), stackReady]).then(([{ toast: sonner }]) => {
    const options = { description: toast.description, id: toast.id };
    if (toast.type === "success") sonner.success(toast.title, options);
    else if (toast.type === "error") sonner.error(toast.title, options);
    else sonner(toast.title, options);
  });
}

/** Shows a toast each time a new one is given: an action's answer, a loader's one-time message. */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    showToastMessage(toast);
  }, [toast]);
}

/**
 * Shows the one-time toast the root loader read from the cookie. Before hydration (or without
 * JavaScript) the same message is rendered as a plain status box, so no-JS forms still answer.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const toastShown = useSyncExternalStore(
    onToastShown,
    () => anyToastShown,
    () => false,
  );
  useToast(toast);
  return (
    <>
      {!hydrated && toast ? (
        <>
          {/* Without JavaScript nothing else could close the box, which may cover the page's title on a phone. */}
          <input type="checkbox" id="dismiss-status" className="peer sr-only" aria-label="Dismiss message" />
          <div
            role="status"
            className={cn(
              "fixed top-20 right-4 left-4 z-50 flex items-start gap-3 rounded-card border bg-white p-4 shadow-lg peer-checked:hidden sm:left-auto sm:w-96",
              toast.type === "error" ? "border-destructive" : "border-success",
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{toast.title}</p>
              {toast.description ? <p className="mt-1 text-sm text-ink-soft">{toast.description}</p> : null}
            </div>
            <label
              htmlFor="dismiss-status"
              aria-hidden
              className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-lg text-muted hover:bg-slate-100"
            >
              ×
            </label>
          </div>
        </>
      ) : null}
      {toastShown ? (
        <Suspense fallback={null}>
          <ToastStack onMounted={stackOnPage} />
        </Suspense>
      ) : null}
    </>
  );
}
