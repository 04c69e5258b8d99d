import { X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { MODAL_BACKDROP, MODAL_BOX } from "~/components/ui/modal-frame";
import { useReturnFocus } from "~/components/ui/return-focus";
import { cn } from "~/utils/cn";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "signin" | "signup";

/**
 * Sign In / Sign Up in a dialog. It closes on the backdrop and the close button; after signing in
 * it closes, after signing up it moves to the Sign In tab. Its forms unmount on close, which clears them.
 * The email typed on one tab is carried to the other (only the shown tab's form is mounted).
 */
export function AuthModal({
  open,
  tab,
  onOpenChange,
  onTabChange,
  redirectTo,
  focusAfterSignIn,
}: {
  open: boolean;
  tab: AuthTab;
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: AuthTab) => void;
  redirectTo: string;
  /** Signing in takes away the Sign In link that opened the dialog: the keyboard carries on from here instead. */
  focusAfterSignIn: () => HTMLElement | null;
}) {
  const [email, setEmail] = useState("");
  // Opened by the header's Sign In and Sign Up links, not by a Trigger part. It opens in the email field, where the
  // visitor starts, rather than on the close button that comes first.
  const returnFocus = useReturnFocus(
    (content) => content.querySelector<HTMLInputElement>('input[type="email"]'),
    focusAfterSignIn,
  );
  // A form's own buttons (SIGN IN, SIGN UP, and a confirmed sign-up) switch tabs by unmounting that form, button and
  // all: focus would fall to the dialog itself. It goes to the new form's first field instead, once the panel has
  // mounted it (a render after this one's effects).
  const focusEmailOf = useRef<AuthTab | null>(null);
  const switchFromForm = (next: AuthTab) => {
    focusEmailOf.current = next;
    onTabChange(next);
  };
  useEffect(() => {
    if (focusEmailOf.current !== tab) return;
    const frame = requestAnimationFrame(() => {
      focusEmailOf.current = null;
      document.getElementById(`modal-${tab}-email`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [tab]);
  const close = () => {
    setEmail("");
    onOpenChange(false);
  };
  const tabClass =
    "flex min-h-11 flex-1 items-center justify-center rounded-md text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_BACKDROP} data-testid="auth-modal-backdrop">
          <Dialog.Content
            {...returnFocus}
            className={cn(MODAL_BOX, "max-w-md p-6 sm:p-8")}
            aria-describedby={undefined}
          >
            <Dialog.Title className="font-serif text-2xl font-semibold text-ink">
              {tab === "signin" ? "Sign In" : "Sign Up"}
            </Dialog.Title>
            <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close</span>
            </Dialog.Close>
            <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)} className="mt-5">
              <Tabs.List aria-label="Account" className="flex gap-1 rounded-lg bg-slate-100 p-1">
                <Tabs.Trigger value="signin" className={tabClass}>
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={tabClass}>
                  Sign Up
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" tabIndex={-1} className="mt-6 outline-none">
                <SignInForm
                  idPrefix="modal-signin"
                  redirectTo={redirectTo}
                  onSuccess={close}
                  onSwitchToSignUp={() => switchFromForm("signup")}
                  onForgotPassword={close}
                  defaultEmail={email}
                  onEmailChange={setEmail}
                />
              </Tabs.Content>
              <Tabs.Content value="signup" tabIndex={-1} className="mt-6 outline-none">
                <SignUpForm
                  idPrefix="modal-signup"
                  onSuccess={() => {
                    setEmail("");
                    switchFromForm("signin");
                  }}
                  onSwitchToSignIn={() => switchFromForm("signin")}
                  defaultEmail={email}
                  onEmailChange={setEmail}
                />
              </Tabs.Content>
            </Tabs.Root>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
