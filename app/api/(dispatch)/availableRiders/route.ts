// GET /api/availableRiders?_id=<orderId> - online free riders near the restaurant, to assign one by hand (issue 32)
import type { AvailableRidersAnswer } from "@/lib/dispatch/contract";
import { DispatchOrderSchema } from "@/lib/dispatch/schemas";
import { availableRiders } from "@/lib/dispatch/hand";
import { handler } from "@/lib/http/handler";

export const GET = handler(
  { auth: "restaurant", query: DispatchOrderSchema },
  async ({ user, query }) => (await availableRiders(user, query._id)) satisfies AvailableRidersAnswer,
);
