import { safeRedirectPath } from "@/lib/auth/guards";
import type { UserType } from "@/lib/auth/session-user";

/**
 * Where a signed-in user goes from the auth screens: owners to their area (the remembered page
 * if it is in it), customers to the remembered page outside the owner area, else home.
 */
export function signedInTarget(userType: UserType, redirect: string | string[] | null | undefined): string {
  const path = safeRedirectPath(redirect);
  const inOwnerArea = path !== null && (path === "/restaurant" || path.startsWith("/restaurant/"));
  if (userType === "restaurant") return path && inOwnerArea ? path : "/restaurant/dashboard";
  return path && !inOwnerArea && !path.startsWith("/auth") ? path : "/";
}
