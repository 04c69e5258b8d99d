import { Link } from "react-router";
import { siteConfig } from "~/site.config";
import { cn } from "~/utils/cn";

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn("inline-flex min-h-11 items-center", className)} aria-label={`${siteConfig.name} home`}>
      <span className="flex items-center gap-2.5">
        <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
          <rect width="32" height="32" rx="7" fill="#f59e0b" />
          <path d="M9 11h14M9 16h9M9 21h14" stroke="#0f1b2d" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
        <span className="font-serif text-xl font-semibold tracking-tight whitespace-nowrap text-white">
          {siteConfig.name}
        </span>
      </span>
    </Link>
  );
}
