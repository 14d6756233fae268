import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RiderConsole } from "@/components/rider/rider-console";
import { getSessionUser } from "@/lib/auth/session";
import { PartnerReviewBanner } from "@/components/admin/partners-review-banner";
import { riderOwnReview } from "@/lib/admin/partners-status";

export const metadata: Metadata = { title: "Deliveries" };

export default async function RiderPage() {
  const user = await getSessionUser();
  if (user?.userType !== "rider") redirect("/auth/login/rider?redirect=%2Frider");
  // The platform's review (issue 33): why a rider not approved cannot go online, above the console.
  const review = await riderOwnReview(user.id);
  const banner = review && review.status !== "approved" && (
    <div className="mx-auto max-w-lg px-4 pt-4">
      <PartnerReviewBanner review={review} />
    </div>
  );
  // Keyed by the account: another rider signing in on this device starts from nothing.
  return (
    <>
      {banner}
      <RiderConsole key={user.id} />
    </>
  );
}
