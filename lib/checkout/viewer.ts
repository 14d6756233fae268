"use server";
import { cookies } from "next/headers";
import { getProfile } from "@/lib/accounts/service";
import { REFRESH_COOKIE, SECURE_REFRESH_COOKIE } from "@/lib/auth/cookies";
import { getSessionUser } from "@/lib/auth/session";

// The cart drawer is a client component mounted by the layout without the session, and no /api
// call answers "who is this": Order For asks here, at the moment it is pressed. A read only.

export type CheckoutViewer =
  | { kind: "visitor"; canRenew: boolean }
  | { kind: "restaurant" }
  | { kind: "customer"; username: string; email: string };

/** Who is pressing Order For; for a customer, the name and the email as they are now (not the session's copy). */
export async function getCheckoutViewer(): Promise<CheckoutViewer> {
  const user = await getSessionUser();
  if (!user) {
    const jar = await cookies();
    // The session cookie lasts an hour, the refresh cookie a month: the client may renew first.
    return { kind: "visitor", canRenew: jar.has(REFRESH_COOKIE) || jar.has(SECURE_REFRESH_COOKIE) };
  }
  if (user.userType === "restaurant") return { kind: "restaurant" };
  const profile = await getProfile(user.id);
  if (!profile) return { kind: "visitor", canRenew: false };
  return { kind: "customer", username: profile.username, email: profile.email };
}
