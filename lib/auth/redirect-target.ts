import { safeRedirectPath } from "@/lib/auth/guards";
import type { UserType } from "@/lib/auth/session-user";

/**
 * Where a signed-in user goes from the auth screens: owners, riders and admins to their area (the remembered
 * page if it is in it), customers to the remembered page outside those areas, else home.
 */
export function signedInTarget(userType: UserType, redirect: string | string[] | null | undefined): string {
  const path = safeRedirectPath(redirect);
  const inOwnerArea = path !== null && (path === "/restaurant" || path.startsWith("/restaurant/"));
  const inRiderArea = path !== null && (path === "/rider" || path.startsWith("/rider/"));
  const inAdminArea = path !== null && (path === "/admin" || path.startsWith("/admin/"));
  if (userType === "restaurant") return path && inOwnerArea ? path : "/restaurant/dashboard";
  if (userType === "rider") return path && inRiderArea ? path : "/rider";
  if (userType === "admin") return path && inAdminArea ? path : "/admin";
  return path && !inOwnerArea && !inRiderArea && !inAdminArea && !path.startsWith("/auth") ? path : "/";
}
