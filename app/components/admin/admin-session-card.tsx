import { Link } from "react-router";
import { UserAvatar } from "~/components/layout/user-menu";
import { LocalDateTime } from "~/components/local-date-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { SessionUser } from "~/utils/user";

/** The dashboard's header card: who is signed in, their session, and the way to the leads. */
export function AdminSessionCard({ user }: { user: SessionUser }) {
  return (
    <section aria-label="Your session" className="rounded-card border border-line bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-4">
          <UserAvatar email={user.email} className="size-11 text-lg" />
          <div className="min-w-0">
            {/* On a phone the badge goes under the address whatever its length: beside it, an address near the
                line's end wrapped the badge only once the web font arrived, moving the whole dashboard 28 px. */}
            <div className="flex flex-wrap items-center gap-2 max-sm:flex-col max-sm:items-start max-sm:gap-1">
              <p className="max-w-full truncate text-lg font-semibold">{user.email}</p>
              <Badge>ADMIN</Badge>
            </div>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted md:grid-cols-[auto_auto_auto]">
              <div>
                <dt className="inline font-medium text-ink">User ID: </dt>
                <dd className="inline break-all">{user.id}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-ink">Session: </dt>
                <dd className="inline font-medium text-success">Active</dd>
              </div>
              <div>
                <dt className="inline font-medium text-ink">Last activity: </dt>
                <dd className="inline">
                  <LocalDateTime iso={user.lastActivityAt} />
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <Button asChild variant="accent">
          <Link to="/admin/leads">View Leads</Link>
        </Button>
      </div>
    </section>
  );
}
