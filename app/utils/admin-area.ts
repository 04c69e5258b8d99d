/** Whether an address (a pathname, or a path with its query) is a page of the admin area. */
export function isAdminPage(address: string): boolean {
  const { pathname } = new URL(address, "http://site.invalid");
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
