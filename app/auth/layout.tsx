import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AuthFrame } from "@/components/auth/auth-frame";
import { getSessionUser } from "@/lib/auth/session";

/**
 * The auth wrapper. A signed-in owner has nothing to do here and goes to the dashboard. Signed-in
 * customers are sent on by the customer screens themselves (only pages see the `redirect`
 * query); the restaurant screens stay open to them so they can sign in to a partner account.
 */
export default async function AuthLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getSessionUser();
  if (user?.userType === "restaurant") redirect("/restaurant/dashboard");
  return <AuthFrame>{children}</AuthFrame>;
}
