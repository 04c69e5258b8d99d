import { createCookieSessionStorage, redirect } from "react-router";
import { cookieAttributes, keysFor } from "./secrets.server";
import { ToastSchema, type Toast } from "./toast";

const TOAST_KEY = "toast";
export const TOAST_COOKIE_NAME = "toast";
const TOAST_COOKIE_IN_HEADER = new RegExp(`(^|;\\s*)${TOAST_COOKIE_NAME}=`);

type ToastStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>;

let storage: ToastStorage | undefined;

function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: { name: TOAST_COOKIE_NAME, ...cookieAttributes(), secrets: keysFor("toast") },
  });
  return storage;
}

/** Sets a one-time toast that the next page render shows, so messages survive redirects without JS. */
export async function createToastHeaders(toast: Toast): Promise<Headers> {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, ToastSchema.parse(toast));
  return new Headers({ "set-cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(url, { ...init, headers });
}

export async function getToast(request: Request) {
  const cookie = request.headers.get("cookie");
  const session = await toastStorage().getSession(cookie);
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  // Shown once, and one that cannot be read (forged, or signed with a secret since dropped) is dropped too: kept,
  // it would keep every page the browser asks for out of the page cache.
  const carried = TOAST_COOKIE_IN_HEADER.test(cookie ?? "");
  const headers = carried ? new Headers({ "set-cookie": await toastStorage().destroySession(session) }) : null;
  return { toast, headers };
}
