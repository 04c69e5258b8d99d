import { LogOut } from "lucide-react";
import type { Ref } from "react";
import { Form } from "react-router";
import { ReturnHereField } from "~/components/return-here-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import type { SessionUser } from "~/utils/user";

export function UserAvatar({ email, className }: { email: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-navy uppercase",
        className,
      )}
    >
      {email.charAt(0)}
    </span>
  );
}

export function SignOutButton({
  className,
  labelClassName,
  variant = "outline-inverse",
  ref,
}: {
  ref?: Ref<HTMLButtonElement>;
  className?: string;
  /** Where the header is short of room, the label is for screen readers only and the icon shows. */
  labelClassName?: string;
  variant?: "outline-inverse" | "ghost-inverse";
}) {
  return (
    <Form method="post" action="/signout" className={className}>
      <ReturnHereField />
      <Button ref={ref} type="submit" variant={variant} size="sm" className="w-full">
        <LogOut aria-hidden /> <span className={labelClassName}>Sign Out</span>
      </Button>
    </Form>
  );
}

/** Avatar with the email's first letter, the email, and the Admin badge for admins. */
export function UserIdentity({ user, emailClassName }: { user: SessionUser; emailClassName?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar email={user.email} />
      <div className="flex min-w-0 flex-col leading-tight">
        {/* Where the address is cut short, a pointer resting on it shows it whole. */}
        <span className={cn("truncate text-sm font-medium text-white", emailClassName)} title={user.email}>
          {user.email}
        </span>
        {user.isAdmin ? (
          <Badge variant="accent" className="mt-0.5 w-fit px-2 py-0 text-[0.7rem]">
            Admin
          </Badge>
        ) : null}
      </div>
    </div>
  );
}

/** Signed-in state in the header: who is signed in, and Sign Out. */
export function UserMenu({ user, signOutRef }: { user: SessionUser; signOutRef?: Ref<HTMLButtonElement> }) {
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="user-menu">
      {/* The email takes the room the header has left, cut short only when there is none (an admin's at tablet width). */}
      <UserIdentity user={user} emailClassName="lg:max-w-60" />
      <SignOutButton ref={signOutRef} labelClassName="max-lg:sr-only" />
    </div>
  );
}
