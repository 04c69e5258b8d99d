/** The spec's minimum password length, shared by the forms and the auth engine. */
export const MIN_PASSWORD_LENGTH = 6;

/** The longest password the auth engine takes (its own default), said by the forms before it refuses. */
export const MAX_PASSWORD_LENGTH = 128;

/** The header through which our actions hand the client's address to the auth engine; client values are replaced. */
export const CLIENT_IP_HEADER = "x-cto-client-ip";

/** How long a session lasts without a visit; the server renews it at most once a day while it is used. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The auth engine's session cookie; on https it carries the __Secure- prefix. */
export const SESSION_COOKIE_NAME = "better-auth.session_token";

/** Where the confirmation link lands: the home page, with a one-time toast set by routes/api/auth.ts. */
export const EMAIL_CONFIRMED_URL = "/";

/** Where a password reset link lands: the engine adds the link's token, or ?error= when the link is bad. */
export const RESET_PASSWORD_URL = "/reset-password";
