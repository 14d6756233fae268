import "server-only";
import { riderOwnReview } from "@/lib/admin/partners-status";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/http/errors";
import type { RiderDetails, RiderDetailsAnswer } from "@/lib/riders/contract";
import type { RiderDetailsInput } from "@/lib/riders/schemas";

// A delivery partner corrects their own details while the platform reviews them (issue 33's review, docs/riders.md
// "Correcting the details under review"): a pending rider before the decision, a rejected one after it. Saving a rejected rider's details sends
// them back to the review queue (pending); an approved or suspended rider's details were checked, and change only
// through the platform (409).

export const DETAILS_LOCKED =
  "Your details were checked when you were approved, so they cannot be changed here. Write to us to change them.";

const detailsSelect = {
  phone: true,
  vehicle: true,
  vehicleNumber: true,
  licenceNumber: true,
  city: true,
} as const;

/** The rider's correctable details, or null when the account has no rider profile. */
export async function riderDetails(riderId: string): Promise<RiderDetails | null> {
  return db().rider.findUnique({ where: { userId: riderId }, select: detailsSelect });
}

/**
 * PATCH /api/rider/profile: the fields sent replace the rider's own, in one statement that also checks the review
 * status (so a decision taken meanwhile is not overwritten). A rejected rider goes back to pending, for the review
 * to look again; the reason of the rejection stays on the row for the reviewer.
 */
export async function updateRiderDetails(rider: SessionUser, input: RiderDetailsInput): Promise<RiderDetailsAnswer> {
  const { count } = await db().rider.updateMany({
    where: { userId: rider.id, reviewStatus: { in: ["pending", "rejected"] } },
    data: {
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.vehicle !== undefined && { vehicle: input.vehicle }),
      ...(input.vehicleNumber !== undefined && { vehicleNumber: input.vehicleNumber }),
      ...(input.licenceNumber !== undefined && { licenceNumber: input.licenceNumber }),
      reviewStatus: "pending",
    },
  });
  if (count === 0) {
    const exists = await db().rider.count({ where: { userId: rider.id } });
    throw exists === 0 ? notFound("Delivery partner profile") : new AppError(409, DETAILS_LOCKED);
  }
  const [review, details] = await Promise.all([riderOwnReview(rider.id), riderDetails(rider.id)]);
  if (!review || !details) throw notFound("Delivery partner profile");
  return { review, details };
}
