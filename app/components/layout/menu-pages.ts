import type { SessionUser } from "~/utils/user";

/** The pages a visitor's menus list before the categories: the library once signed in, the admin for admins. */
export function menuPages(user: SessionUser | null): { to: string; label: string }[] {
  return [
    { to: "/", label: "Home" },
    ...(user ? [{ to: "/library", label: "Library" }] : []),
    ...(user?.isAdmin ? [{ to: "/admin", label: "Admin" }] : []),
  ];
}
