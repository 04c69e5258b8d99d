import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "~/utils/zod";
import { showToastMessage } from "~/components/toaster";
import type { Toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { formValues, validateAuthForm } from "~/validation/auth";

export interface AuthActionData {
  ok: boolean;
  toast: Toast;
  redirectTo?: string;
}

/**
 * Shared behaviour of the auth forms: validate with the form's schema before sending (the server
 * validates again), show the answer as a toast, and on success clear the form and call onSuccess.
 */
export function useAuthForm({
  schema,
  fields,
  onSuccess,
}: {
  schema: z.ZodType;
  fields: string[];
  onSuccess: (data: AuthActionData) => void;
}) {
  const fetcher = useFetcher<AuthActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    showToastMessage(fetcher.data.toast);
    if (fetcher.data.ok) {
      formRef.current?.reset();
      onSuccessRef.current(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = validateAuthForm(schema, formValues(new FormData(event.currentTarget), fields));
    if (!result.ok) {
      event.preventDefault();
      showToastMessage(result.toast);
    }
  }

  return { fetcher, formRef, hydrated, onSubmit, busy: fetcher.state !== "idle" };
}
