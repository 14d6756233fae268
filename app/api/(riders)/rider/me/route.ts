// GET /api/rider/me - the delivery partner's profile, the delivery in hand and today's figures
import { handler } from "@/lib/http/handler";
import type { RiderMe } from "@/lib/riders/contract";
import { getRiderMe } from "@/lib/riders/service";

export const GET = handler({ auth: "rider" }, async ({ user }): Promise<RiderMe> => getRiderMe(user));
