// POST /api/pickedUp - the delivery partner picked up its order: the order goes out for delivery
import { handler } from "@/lib/http/handler";
import type { PickedUpAnswer } from "@/lib/riders/contract";
import { PickedUpSchema } from "@/lib/riders/schemas";
import { markPickedUp } from "@/lib/riders/door";

export const POST = handler({ auth: "rider", body: PickedUpSchema }, async ({ user, body }): Promise<PickedUpAnswer> =>
  markPickedUp(user, body._id),
);
