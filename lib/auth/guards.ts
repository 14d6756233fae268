import type { UserType } from "@/lib/auth/session";

/** Page areas that need a particular kind of account, and where to log in for them. */
const GUARDED: Array<{ prefix: string; userType: UserType; login: string }> = [
  { prefix: "/restaurant/", userType: "restaurant", login: "/auth/login/restaurant" },
];

/**
 * Where a visitor of `pathname` must go instead, or null to let them through. The path is
 * remembered in `redirect` so the login page can send them back.
 */
export function guardRedirect(pathname: string, userType: UserType | null): string | null {
  const path = pathname === "/restaurant" ? "/restaurant/" : pathname;
  const rule = GUARDED.find((g) => path.startsWith(g.prefix));
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
