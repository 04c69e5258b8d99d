import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ReturnHereField } from "~/components/return-here-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { showToastMessage } from "~/components/toaster";
import { SpamTrapFields } from "~/components/spam-trap-fields";
import type { action } from "~/routes/api/newsletter";

export function NewsletterForm({
  idPrefix,
  className,
  tone = "default",
}: {
  idPrefix: string;
  className?: string;
  tone?: "default" | "inverse";
}) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    showToastMessage(fetcher.data.toast);
    if (fetcher.data.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/api/newsletter"
      className={cn("flex flex-col gap-2 sm:flex-row", className)}
      onSubmit={(event) => {
        const email = new FormData(event.currentTarget).get("email");
        if (typeof email !== "string" || email.trim() === "") event.preventDefault();
      }}
    >
      {hydrated ? null : <ReturnHereField />}
      <SpamTrapFields withFormTime={false} />
      <label htmlFor={`${idPrefix}-newsletter-email`} className="sr-only">
        Email address
      </label>
      <Input
        id={`${idPrefix}-newsletter-email`}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        className={cn(tone === "inverse" && "border-white/20 bg-white/5 text-white placeholder:text-slate-300")}
      />
      <Button type="submit" variant="accent" disabled={busy}>
        {busy ? "Subscribing..." : "Subscribe"}
      </Button>
    </fetcher.Form>
  );
}
