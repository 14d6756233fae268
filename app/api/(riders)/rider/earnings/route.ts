// GET /api/rider/earnings?date=YYYY-MM-DD - a delivery partner's deliveries, pay, tips and cash of an IST day
import { handler } from "@/lib/http/handler";
import type { RiderEarnings } from "@/lib/riders/contract";
import { RiderEarningsQuerySchema } from "@/lib/riders/schemas";
import { getRiderEarnings } from "@/lib/riders/service";

export const GET = handler(
  { auth: "rider", query: RiderEarningsQuerySchema },
  async ({ user, query }): Promise<RiderEarnings> => getRiderEarnings(user, query.date),
);
