import "server-only";
import {
  missingOf,
  onlineRefusal,
  restaurantChecks,
  riderChecks,
  type OwnReview,
  type PartnerStatus,
} from "@/lib/admin/partners-checks";
import type { OwnReviewAnswer } from "@/lib/admin/partners-contract";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError, forbidden, notFound } from "@/lib/http/errors";

// A partner's own review (issue 33 item 2): what an owner reads on the dashboard and settings, and a rider on
// /rider: the status, the reason of a refusal or suspension, and what is still missing. Also the rule that only an
// approved rider goes online (lib/riders/service.ts asks here).

type ReviewColumns = { reviewStatus: PartnerStatus; reviewNote: string | null; reviewedAt: Date | null };

function ownReviewOf(kind: OwnReview["kind"], row: ReviewColumns, missing: string[]): OwnReview {
  return {
    kind,
    status: row.reviewStatus,
    note: row.reviewStatus === "rejected" || row.reviewStatus === "suspended" ? row.reviewNote : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    missing,
  };
}

/** The acting restaurant owner's review, or null when the account has no restaurant yet. */
export async function restaurantOwnReview(ownerId: string): Promise<OwnReview | null> {
  const row = await db().restaurant.findUnique({
    where: { ownerId },
    select: {
      reviewStatus: true,
      reviewNote: true,
      reviewedAt: true,
      fssaiNumber: true,
      gstin: true,
      imageUrl: true,
      lat: true,
      lng: true,
    },
  });
  return row ? ownReviewOf("restaurant", row, missingOf(restaurantChecks(row))) : null;
}

/** The delivery partner's own review, or null when the account has no rider profile. */
export async function riderOwnReview(riderId: string): Promise<OwnReview | null> {
  const row = await db().rider.findUnique({
    where: { userId: riderId },
    select: {
      reviewStatus: true,
      reviewNote: true,
      reviewedAt: true,
      phone: true,
      vehicle: true,
      vehicleNumber: true,
      licenceNumber: true,
      user: { select: { username: true } },
    },
  });
  return row ? ownReviewOf("rider", row, missingOf(riderChecks({ ...row, username: row.user.username }))) : null;
}

/** GET /api/partnerReview: the caller's own review (an owner's restaurant, a rider's profile); others 403. */
export async function getOwnReview(user: SessionUser): Promise<OwnReviewAnswer> {
  if (user.userType !== "restaurant" && user.userType !== "rider") {
    throw forbidden("Only restaurant owners and delivery partners are reviewed");
  }
  const review = user.userType === "restaurant" ? await restaurantOwnReview(user.id) : await riderOwnReview(user.id);
  if (!review) throw notFound(user.userType === "restaurant" ? "Restaurant" : "Delivery partner profile");
  return { review };
}

/** Refuses (409, with what is wrong) a rider who is not approved going online. */
export async function assertRiderMayGoOnline(riderId: string): Promise<void> {
  const review = await riderOwnReview(riderId);
  if (!review) throw notFound("Delivery partner profile");
  const refusal = onlineRefusal(review.status, review.note, review.missing);
  if (refusal) throw new AppError(409, refusal);
}
