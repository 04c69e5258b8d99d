import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        accent: "bg-accent text-navy hover:bg-accent-strong",
        primary: "bg-navy text-white hover:bg-navy-700",
        outline: "border border-line bg-white text-ink hover:bg-slate-50",
        ghost: "text-ink hover:bg-slate-100",
        "ghost-inverse": "text-white hover:bg-white/10",
        "outline-inverse": "border border-white/30 text-white hover:bg-white/10",
        link: "min-h-0 px-0 text-ink underline decoration-accent decoration-2 underline-offset-4 hover:decoration-accent-strong",
        destructive: "bg-destructive text-white hover:bg-red-800",
      },
      size: {
        default: "px-5 py-2.5",
        sm: "px-3.5 py-2 text-xs",
        lg: "px-7 py-3 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
