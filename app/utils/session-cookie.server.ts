import { createHmac, timingSafeEqual } from "node:crypto";
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_SECONDS } from "./auth-constants";
import { cookieAttributes, keysFor } from "./secrets.server";

const SESSION_COOKIE = new RegExp(`^(__Secure-)?${SESSION_COOKIE_NAME.replaceAll(".", "\\.")}$`);
const SESSION_COOKIE_IN_HEADER = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE_NAME.replaceAll(".", "\\.")}=`);

/** Whether a request carries a session cookie at all; without one nobody can be signed in. */
export function hasSessionCookie(headers: Headers): boolean {
  return SESSION_COOKIE_IN_HEADER.test(headers.get("cookie") ?? "");
}

/**
 * Set-Cookie headers that delete every session cookie the request carries. The engine deletes a cookie whose session
 * it cannot find, but leaves one it cannot verify (forged, or signed with a secret since dropped): the browser would
 * send it, and each request verify it, bypass the page cache and render for itself, for as long as it lived.
 */
export function clearedSessionCookies(headers: Headers): Headers | null {
  const names = (headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.slice(0, pair.indexOf("=")).trim())
    .filter((name) => SESSION_COOKIE.test(name));
  if (names.length === 0) return null;
  const { path, httpOnly, sameSite, secure } = cookieAttributes();
  const cleared = new Headers();
  for (const name of new Set(names)) {
    const attributes = [
      `${name}=`,
      "Max-Age=0",
      `Path=${path}`,
      ...(httpOnly ? ["HttpOnly"] : []),
      `SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`,
      // A browser drops a __Secure- cookie set without Secure, the deletion included.
      ...(secure || name.startsWith("__Secure-") ? ["Secure"] : []),
    ];
    cleared.append("set-cookie", attributes.join("; "));
  }
  return cleared;
}

/** The engine's cookie signature: base64 HMAC-SHA256 of the value, appended after a dot. */
function signature(value: string, key: string): Buffer {
  return createHmac("sha256", key).update(value).digest();
}

function signedWith(value: string, signed: string, key: string): boolean {
  const expected = signature(value, key);
  const given = Buffer.from(signed, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export interface ResignedSession {
  /** The request's headers with the session cookie signed by the current key. */
  headers: Headers;
  /** The Set-Cookie that gives the browser the re-signed cookie, when one was re-signed. */
  setCookie: string | null;
}

/**
 * The auth engine checks its session cookie against the current key only, so a secret rotation would sign
 * everybody out. A cookie signed with a key from PREVIOUS_SESSION_SECRETS is re-signed with the current key
 * before the engine sees it, and the browser is handed the re-signed cookie.
 */
export function resignSessionCookie(headers: Headers): ResignedSession {
  const [currentKey, ...previousKeys] = keysFor("auth");
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader || previousKeys.length === 0 || !currentKey) return { headers, setCookie: null };

  let setCookie: string | null = null;
  const cookies = cookieHeader.split(";").map((pair) => {
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const raw = decoded(pair.slice(separator + 1).trim());
    const dot = raw?.lastIndexOf(".") ?? -1;
    if (separator === -1 || !SESSION_COOKIE.test(name) || !raw || dot < 1) return pair;
    const [value, signed] = [raw.slice(0, dot), raw.slice(dot + 1)];
    if (signedWith(value, signed, currentKey) || !previousKeys.some((key) => signedWith(value, signed, key))) {
      return pair;
    }
    const resigned = encodeURIComponent(`${value}.${signature(value, currentKey).toString("base64")}`);
    const { path, httpOnly, sameSite, secure } = cookieAttributes();
    setCookie = [
      `${name}=${resigned}`,
      `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
      `Path=${path}`,
      ...(httpOnly ? ["HttpOnly"] : []),
      `SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`,
      ...(secure ? ["Secure"] : []),
    ].join("; ");
    return ` ${name}=${resigned}`;
  });
  if (!setCookie) return { headers, setCookie: null };
  const resignedHeaders = new Headers(headers);
  resignedHeaders.set("cookie", cookies.join(";").trim());
  return { headers: resignedHeaders, setCookie };
}
