import { Children, type ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * An article's facts on one line (author, date, read time), between dots. Each dot stays with the fact before it, so
 * where a long author name makes the line wrap, the next line starts with a fact, not with a dot.
 */
export function MetaLine({ className, children }: { className?: string; children: ReactNode }) {
  const facts = Children.toArray(children);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-[0.6em]", className)}>
      {facts.map((fact, index) => (
        <span key={index}>
          {fact}
          {index < facts.length - 1 ? (
            <span aria-hidden className="ms-[0.6em]">
              ·
            </span>
          ) : null}
        </span>
      ))}
    </p>
  );
}
