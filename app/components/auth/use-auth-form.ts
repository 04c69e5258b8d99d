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
    const values = formValues(new FormData(event.currentTarget), fields);
    const result = validateAuthForm(schema, values);
    if (!result.ok) {
      event.preventDefault();
      showToastMessage(result.toast);
      // The toast says what is wrong; the keyboard goes to the field to mend (the one the rule names, else the first
      // left empty), so the reader need not find it.
      const name = result.field ?? fields.find((field) => values[field]?.trim() === "");
      const input = name ? event.currentTarget.elements.namedItem(name) : null;
      if (input instanceof HTMLElement) input.focus();
    }
  }

  return { fetcher, formRef, hydrated, onSubmit, busy: fetcher.state !== "idle" };
}
