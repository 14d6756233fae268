import { env } from "@/lib/env";
import { publicOrigin } from "@/lib/http/public-url";

// Which site a request was sent to, for the cross-site checks. X-Forwarded-Host and X-Forwarded-Proto are
// written by whoever sends the request unless a proxy we trust overwrites them, so they count only with
// TRUST_PROXY_HOPS > 0 (the same rule as X-Forwarded-For); a server reached directly goes by its Host header
// and its own scheme.

function firstValue(header: string | null): string | null {
  const value = header?.split(",")[0]?.trim();
  return value ? value : null;
}

/** The origin ("https://thali.example") the request was sent to, as far as this server can trust it. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const trusted = env().TRUST_PROXY_HOPS > 0;
  const host =
    (trusted && firstValue(request.headers.get("x-forwarded-host"))) || request.headers.get("host") || url.host;
  const forwardedProto = trusted ? firstValue(request.headers.get("x-forwarded-proto")) : null;
  const scheme = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : url.protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

/**
 * Whether `origin` (an Origin header) is this site: scheme and host of the request as sent (see above), or the
 * configured public URL (APP_URL / AUTH_URL), for a proxy that rewrites Host and sends no X-Forwarded-Host.
 * "null" and anything unparsable are not.
 */
export function isSameSiteOrigin(origin: string, request: Request): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === "null") return false;
  let own: string;
  try {
    own = new URL(requestOrigin(request)).origin;
  } catch {
    own = "";
  }
  return parsed.origin === own || parsed.origin === publicOrigin();
}

/**
 * Whether a browser says the request was started by another site: Sec-Fetch-Site "cross-site" or "same-site"
 * (a sibling subdomain is not us), or an Origin header naming another origin. A request without either
 * (an older browser, a typed address, a server) is not refused by this test.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("origin");
  return origin !== null && !isSameSiteOrigin(origin, request);
}
