import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RiderConsole } from "@/components/rider/rider-console";
import { RiderDetailsForm } from "@/components/rider/rider-details-form";
import { getSessionUser } from "@/lib/auth/session";
import { PartnerReviewBanner } from "@/components/admin/partners-review-banner";
import { riderOwnReview } from "@/lib/admin/partners-status";
import { riderDetails } from "@/lib/riders/profile";

export const metadata: Metadata = { title: "Deliveries" };

export default async function RiderPage() {
  const user = await getSessionUser();
  if (user?.userType !== "rider") redirect("/auth/login/rider?redirect=%2Frider");
  // The platform's review (issue 33): why a rider not approved cannot go online, above the console; while it is
  // pending or after a rejection, the details it checks, to correct.
  const [review, details] = await Promise.all([riderOwnReview(user.id), riderDetails(user.id)]);
  const editable = review && details && (review.status === "pending" || review.status === "rejected");
  const banner = review && review.status !== "approved" && (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 pt-4">
      <PartnerReviewBanner review={review} />
      {editable && <RiderDetailsForm details={details} rejected={review.status === "rejected"} />}
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
