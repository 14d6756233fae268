import { parseCookie } from "cookie";

// Cookie names and options. Cookies are Secure when the request came over HTTPS (directly or
// through a proxy that says so), which is every production deployment; plain-HTTP localhost
// (the quick start) still works.

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";
export const REFRESH_COOKIE = "thali.refresh-token";
export const SECURE_REFRESH_COOKIE = "__Secure-thali.refresh-token";
/** The spec's double-submit token: readable by scripts, echoed in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";

export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0]!.trim() === "https";
  return new URL(request.url).protocol === "https:";
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function refreshCookieName(secure: boolean): string {
  return secure ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE;
}

/**
 * A Cookie header as name -> value (the `cookie` package): the first of a repeated name wins, values
 * are percent-decoded where they decode and kept as sent where they do not.
 */
export function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header ?? ""))) {
    if (name && value !== undefined) jar.set(name, value);
  }
  return jar;
}
