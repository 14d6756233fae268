import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RiderConsole } from "@/components/rider/rider-console";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Deliveries" };

export default async function RiderPage() {
  const user = await getSessionUser();
  if (user?.userType !== "rider") redirect("/auth/login/rider?redirect=%2Frider");
  // Keyed by the account: another rider signing in on this device starts from nothing.
  return <RiderConsole key={user.id} />;
}
