import type { UserType } from "@/lib/auth/session";

/** Page areas (a path and everything under it) that need a particular kind of account, and where to log in for them. */
const GUARDED: Array<{ area: string; userType: UserType; login: string }> = [
  { area: "/restaurant", userType: "restaurant", login: "/auth/login/restaurant" },
  { area: "/rider", userType: "rider", login: "/auth/login/rider" },
  { area: "/admin", userType: "admin", login: "/auth/login/admin" },
  { area: "/orders", userType: "customer", login: "/auth/login/customer" },
  { area: "/account/notifications", userType: "customer", login: "/auth/login/customer" },
  { area: "/paymentStatus", userType: "customer", login: "/auth/login/customer" },
  { area: "/payments", userType: "customer", login: "/auth/login/customer" },
];

const inArea = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * Where a visitor of `pathname` must go instead, or null to let them through. The path is
 * remembered in `redirect` so the login page can send them back.
 */
export function guardRedirect(pathname: string, userType: UserType | null): string | null {
  const rule = GUARDED.find((g) => inArea(pathname, g.area));
  if (!rule || userType === rule.userType) return null;
  return `${rule.login}?redirect=${encodeURIComponent(pathname)}`;
}

/** The `redirect` query value if it is a path on this site, else null (no open redirects). */
export function safeRedirectPath(value: string | string[] | null | undefined): string | null {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  // Control characters or a scheme smuggled past the first slash are never a plain path.
  if (/[\u0000-\u001f\\]/.test(path)) return null;
  return path;
}

/** A same-site path to return to, or "/" for anything that could lead off the site. */
export function safeNextPath(next: string | null | undefined): string {
  return safeRedirectPath(next) ?? "/";
}
