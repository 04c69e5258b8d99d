import { useEffect } from "react";
import { Toaster as Sonner, toast as sonner } from "sonner";
import type { Toast } from "~/utils/toast";

export function showToastMessage(toast: Toast | null | undefined) {
  if (!toast) return;
  const options = toast.description ? { description: toast.description } : undefined;
  if (toast.type === "success") sonner.success(toast.title, options);
  else if (toast.type === "error") sonner.error(toast.title, options);
  else sonner(toast.title, options);
}

/** Renders the toaster and shows the one-time toast the root loader read from the cookie. */
export function Toaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    showToastMessage(toast);
  }, [toast]);
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
