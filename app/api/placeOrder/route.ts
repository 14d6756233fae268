// POST /api/placeOrder - confirms the caller's order paid by payment_reference_id (nothing is created here)
import { handler } from "@/lib/http/handler";
import { confirmPlacedOrder } from "@/lib/orders/payment";
import { PlaceOrderSchema } from "@/lib/orders/schemas";

export const POST = handler({ auth: "customer", body: PlaceOrderSchema }, async ({ user, body }) => ({
  message: "Order placed",
  order: await confirmPlacedOrder(user.id, body.payment_reference_id),
}));
