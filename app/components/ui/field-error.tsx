import { cn } from "~/utils/cn";

/** A field's validation message, announced with the field through aria-describedby (set by Conform). */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-destructive">
      {errors[0]}
    </p>
  );
}

/**
 * A field's message in room kept for it (a flow root, so the message's margin stays inside). A field checked as it
 * is left gets its message just as the pointer goes to the next control: arriving, it would push that control away
 * and the click would land elsewhere.
 */
export function FieldErrorInRoom({ lines, ...props }: { id: string; errors: string[] | undefined; lines: 1 | 2 }) {
  return (
    <div className={cn("flow-root", lines === 1 ? "min-h-[1.625rem]" : "min-h-[2.875rem]")}>
      <FieldError {...props} />
    </div>
  );
}
