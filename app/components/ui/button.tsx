import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { useCallback, useLayoutEffect, useRef, type ComponentProps, type Ref, type RefObject } from "react";
import { cn } from "~/utils/cn";
import { focusDroppedToDocument } from "./focus-fallback";

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

/** Gives an element to a ref of either kind. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/**
 * A focused button that is disabled while its form is sent loses focus to the document (the browser's focus fixup),
 * and a keyboard user would start again from the top of the page. It gets focus back when it is enabled again,
 * unless something else has taken it meanwhile. Returns the button's ref, passed on to the caller's.
 */
function useFocusKeptWhileDisabled(disabled: boolean | undefined, forwarded: Ref<HTMLButtonElement> | undefined) {
  const button = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    if (disabled) {
      hadFocus.current = document.activeElement === element;
      return;
    }
    if (hadFocus.current && focusDroppedToDocument() && element.isConnected) element.focus({ preventScroll: true });
    hadFocus.current = false;
  }, [disabled]);
  return useCallback(
    (element: HTMLButtonElement | null) => {
      button.current = element;
      assignRef(forwarded, element);
    },
    [forwarded],
  );
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ref,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const buttonRef = useFocusKeptWhileDisabled(props.disabled, ref);
  const Component = asChild ? Slot.Root : "button";
  return <Component ref={buttonRef} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
