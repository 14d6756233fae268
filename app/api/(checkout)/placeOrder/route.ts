// POST /api/placeOrder - the stored local order plus payment_reference_id: confirms our checkout's order, or places the spec checkout's
import type { PlaceOrderAnswer } from "@/lib/checkout/contract";
import { handler } from "@/lib/http/handler";
import { placeOrder } from "@/lib/checkout/place-order";
import { PlaceOrderSchema } from "@/lib/checkout/schemas";

export const POST = handler(
  { auth: "customer", body: PlaceOrderSchema },
  async ({ user, body }) =>
    ({
      message: "Order placed",
      order: await placeOrder(user, body),
    }) satisfies PlaceOrderAnswer,
);
