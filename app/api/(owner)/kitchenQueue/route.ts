// GET /api/kitchenQueue - a restaurant owner's paid orders still waiting for Accept or Reject (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenQueueAnswer } from "@/lib/kitchen/contract";
import { getKitchenQueue } from "@/lib/kitchen/queue";

export const GET = handler(
  { auth: "restaurant" },
  async ({ user }) => (await getKitchenQueue(user)) satisfies KitchenQueueAnswer,
);
