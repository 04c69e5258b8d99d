import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "flex min-h-11 w-full rounded-md border border-slate-300 bg-white px-3.5 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-accent-strong aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
