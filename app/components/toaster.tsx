import { useEffect } from "react";
import { Toaster as Sonner, toast as sonner } from "sonner";
import { cn } from "~/utils/cn";
import type { Toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

export function showToastMessage(toast: Toast | null | undefined) {
  if (!toast) return;
  const options = toast.description ? { description: toast.description } : undefined;
  if (toast.type === "success") sonner.success(toast.title, options);
  else if (toast.type === "error") sonner.error(toast.title, options);
  else sonner(toast.title, options);
}

/**
 * Shows the one-time toast the root loader read from the cookie. Before hydration (or without
 * JavaScript) the same message is rendered as a plain status box, so no-JS forms still answer.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    showToastMessage(toast);
  }, [toast]);
  return (
    <>
      {!hydrated && toast ? (
        <div
          role="status"
          className={cn(
            "fixed top-20 right-4 left-4 z-50 rounded-card border bg-white p-4 shadow-lg sm:left-auto sm:w-96",
            toast.type === "error" ? "border-destructive" : "border-success",
          )}
        >
          <p className="font-semibold text-ink">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm text-ink-soft">{toast.description}</p> : null}
        </div>
      ) : null}
      {/* Below the sticky header (4rem), so a toast never covers its menu, search or account buttons. */}
      <Sonner
        position="top-right"
        offset={{ top: 80, right: 16 }}
        mobileOffset={{ top: 72, right: 12, left: 12 }}
        closeButton
        toastOptions={{
          duration: 5000,
          classNames: {
            toast: "!rounded-card !border !border-line !bg-white !text-ink !shadow-lg",
            title: "!font-semibold !text-ink",
            description: "!text-ink-soft",
            success: "!border-l-4 !border-l-success [&_[data-icon]]:!text-success",
            error: "!border-l-4 !border-l-destructive [&_[data-icon]]:!text-destructive",
          },
        }}
      />
    </>
  );
}
