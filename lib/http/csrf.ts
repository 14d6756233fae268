import { parseCookies, XSRF_COOKIE, XSRF_HEADER } from "@/lib/auth/cookies";
import { AppError } from "@/lib/http/errors";
import { isSameSiteOrigin } from "@/lib/http/request-origin";
import { timingSafeEqual } from "node:crypto";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Refuses cross-site writes. Any state-changing request whose Origin names another site (neither
 * the Host it was sent to nor the configured public URL) is refused; one that rides on the session
 * cookie must also echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (the spec's double
 * submit). Bearer-token calls carry no ambient credentials, so they need neither.
 */
export function checkCsrf(request: Request, via: "bearer" | "cookie" | null): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null" && !isSameSiteOrigin(origin, request)) {
    throw new AppError(403, "Cross-site request refused");
  }
  if (via !== "cookie") return;
  const cookie = parseCookies(request.headers.get("cookie")).get(XSRF_COOKIE);
  const header = request.headers.get(XSRF_HEADER);
  if (!cookie || !header || !sameString(cookie, header)) {
    throw new AppError(403, "Missing or invalid XSRF token: reload the page and try again");
  }
}

/**
 * 403 unless the request names its origin and it is this site. Browsers send Origin on every POST, same-origin
 * included (our Referrer-Policy, strict-origin-when-cross-origin, keeps it), so only a page that hides where it
 * comes from (a sandboxed frame or a data: URL sends "null") or a non-browser client goes without. For calls
 * that need no session, where checkCsrf's XSRF token cannot apply: login and sign-up.
 */
export function requireSameSiteOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") {
    throw new AppError(403, "This call must come from the app's own page (its Origin header is missing)");
  }
  if (!isSameSiteOrigin(origin, request)) throw new AppError(403, "Cross-site request refused");
}
