import { useState } from "react";
import type { Toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The inline form of a toast: the answer of a page posted without JavaScript, and of the pages that answer in place
 * (forgot and reset password). Screen readers say what is added to a live region they already know, not a region that
 * comes with its message: once the page has JavaScript both regions are there, empty, before any answer, and each
 * answer is a new box in them, so the same answer given twice is said twice.
 */
export function FormMessage({ toast }: { toast: Toast | null | undefined }) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState({ toast, count: 0 });
  if (answer.toast !== toast) setAnswer({ toast, count: answer.count + 1 });
  const error = toast?.type === "error";
  if (!hydrated) return toast ? <MessageBox toast={toast} role={error ? "alert" : "status"} /> : null;
  return (
    // Empty, it takes no room in the form's spacing.
    <div className={toast ? undefined : "mb-0"}>
      <div role="alert">{toast && error ? <MessageBox key={answer.count} toast={toast} /> : null}</div>
      <div role="status">{toast && !error ? <MessageBox key={answer.count} toast={toast} /> : null}</div>
    </div>
  );
}

function MessageBox({ toast, role }: { toast: Toast; role?: "alert" | "status" }) {
  return (
    <div
      role={role}
      className={
        toast.type === "error"
          ? "rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-red-900"
          : "rounded-md border border-success/40 bg-green-50 px-4 py-3 text-sm text-green-900"
      }
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-0.5">{toast.description}</p> : null}
    </div>
  );
}
