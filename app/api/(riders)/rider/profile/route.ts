// PATCH /api/rider/profile - a delivery partner under review (pending or rejected) corrects their details; a rejected
// one goes back to the review queue. Approved or suspended: 409.
import { handler } from "@/lib/http/handler";
import type { RiderDetailsAnswer } from "@/lib/riders/contract";
import { updateRiderDetails } from "@/lib/riders/profile";
import { RiderDetailsSchema } from "@/lib/riders/schemas";

export const PATCH = handler(
  { auth: "rider", body: RiderDetailsSchema },
  async ({ user, body }): Promise<RiderDetailsAnswer> => updateRiderDetails(user, body),
);
