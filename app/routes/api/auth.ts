import { EMAIL_CONFIRMED_URL, RESET_PASSWORD_URL } from "~/utils/auth-constants";
import { getAuth } from "~/utils/auth.server";
import type { Toast } from "~/utils/toast";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/auth";

/**
 * Only the two links we send by email reach the auth engine directly; signing in, up and out
 * go through our own actions, which add rate limits and the audit trail.
 */
const VERIFY_EMAIL_PATH = "/api/auth/verify-email";
const EMAIL_LINK_PATHS = [/^\/api\/auth\/verify-email$/, /^\/api\/auth\/reset-password\/[^/]+$/];

const emailConfirmedToast: Toast = {
  type: "success",
  title: "Email confirmed",
  description: "Your account is ready. Please sign in.",
};
const confirmationFailedToast: Toast = {
  type: "error",
  title: "Confirmation failed",
  description: "This confirmation link is invalid or has expired. Sign in to get a new one.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!EMAIL_LINK_PATHS.some((pattern) => pattern.test(pathname))) {
    throw new Response("Not Found", { status: 404 });
  }
  const auth = await getAuth();
  if (pathname !== VERIFY_EMAIL_PATH) return auth.handler(withCallback(request, RESET_PASSWORD_URL));
  return sayHowConfirmationWent(await auth.handler(withCallback(request, EMAIL_CONFIRMED_URL)));
}

/**
 * A link cut short when copied (its `callbackURL` lost) still lands on a page: without a callback the engine
 * answers with bare JSON instead of a redirect. A link only ever leads to its own page, whatever callback it
 * names: the engine refuses another site's, so a confirmation link edited to name one confirmed nothing and
 * logged an error.
 */
function withCallback(request: Request, callbackUrl: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("callbackURL", callbackUrl);
  return new Request(url, request);
}

/**
 * The engine sends the reader on to the link's callback, with ?error= when the link is bad. We send
 * them to the home page with a one-time toast instead: a flag in the address would show the message
 * again on every reload, and to anyone who opened such an address.
 */
async function sayHowConfirmationWent(response: Response): Promise<Response> {
  const location = response.headers.get("location");
  // Anything but the engine's redirect (a link without its token, say) is a link that did not work.
  const failed =
    response.status < 300 ||
    response.status >= 400 ||
    !location ||
    new URL(location, "http://callback.invalid").searchParams.has("error");
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirectWithToast("/", failed ? confirmationFailedToast : emailConfirmedToast, { headers });
}

export async function action() {
  throw new Response("Method Not Allowed", { status: 405 });
}
