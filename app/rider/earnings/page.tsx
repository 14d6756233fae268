import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EarningsView } from "@/components/rider/earnings-view";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Earnings" };

export default async function RiderEarningsPage() {
  const user = await getSessionUser();
  if (user?.userType !== "rider") redirect("/auth/login/rider?redirect=%2Frider%2Fearnings");
  return <EarningsView key={user.id} />;
}
