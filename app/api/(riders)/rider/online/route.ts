// POST /api/rider/online - a delivery partner goes online or offline (not with a delivery in hand: 409)
import { handler } from "@/lib/http/handler";
import type { RiderProfile } from "@/lib/riders/contract";
import { RiderOnlineSchema } from "@/lib/riders/schemas";
import { setRiderOnline } from "@/lib/riders/service";

export const POST = handler(
  { auth: "rider", body: RiderOnlineSchema },
  async ({ user, body }): Promise<{ rider: RiderProfile }> => ({ rider: await setRiderOnline(user, body.online) }),
);
