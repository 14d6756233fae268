// POST /api/deliverOrder - the delivery partner delivers its order with the customer's code (or no-contact)
import { handler } from "@/lib/http/handler";
import type { DeliveredAnswer } from "@/lib/riders/contract";
import { DeliverOrderSchema } from "@/lib/riders/schemas";
import { deliverOrder } from "@/lib/riders/door";

export const POST = handler(
  { auth: "rider", body: DeliverOrderSchema },
  async ({ user, body }): Promise<DeliveredAnswer> => deliverOrder(user, body),
);
