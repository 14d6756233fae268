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

/** A same-site path to return to, or "/" for anything that could lead off the site. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}
