import type { Toast } from "~/utils/toast";

/** The inline form of a toast, for pages rendered without JavaScript. */
export function FormMessage({ toast }: { toast: Toast | null | undefined }) {
  if (!toast) return null;
  const error = toast.type === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={
        error
          ? "rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-red-900"
          : "rounded-md border border-success/40 bg-green-50 px-4 py-3 text-sm text-green-900"
      }
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-0.5">{toast.description}</p> : null}
    </div>
  );
}
