/** The spec's minimum password length, shared by the forms and the auth engine. */
export const MIN_PASSWORD_LENGTH = 6;

/** The header through which our actions hand the client's address to the auth engine; client values are replaced. */
export const CLIENT_IP_HEADER = "x-cto-client-ip";
