import { parseCookies, XSRF_COOKIE, XSRF_HEADER } from "@/lib/auth/cookies";
import { AppError } from "@/lib/http/errors";
import { timingSafeEqual } from "node:crypto";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function requestHost(request: Request): string {
  return request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
}

/**
 * Refuses cross-site writes. Any state-changing request whose Origin names another site is
 * refused; one that rides on the session cookie must also echo the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header (the spec's double submit). Bearer-token calls carry no ambient
 * credentials, so they need neither.
 */
export function checkCsrf(request: Request, via: "bearer" | "cookie" | null): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== requestHost(request)) throw new AppError(403, "Cross-site request refused");
  }
  if (via !== "cookie") return;
  const cookie = parseCookies(request.headers.get("cookie")).get(XSRF_COOKIE);
  const header = request.headers.get(XSRF_HEADER);
  if (!cookie || !header || !sameString(cookie, header)) {
    throw new AppError(403, "Missing or invalid XSRF token: reload the page and try again");
  }
}
