// POST /api/rider/position - a delivery partner's position: accepted, or ignored and counted (always 200)
import { handler } from "@/lib/http/handler";
import type { PositionAnswer } from "@/lib/riders/contract";
import { RiderPositionSchema } from "@/lib/riders/schemas";
import { recordRiderPosition } from "@/lib/riders/service";

export const POST = handler(
  { auth: "rider", body: RiderPositionSchema },
  async ({ user, body }): Promise<PositionAnswer> => recordRiderPosition(user, body),
);
