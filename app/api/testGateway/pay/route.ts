// POST /api/testGateway/pay - TEST MODE: the built-in gateway takes a (pretend) payment for the caller's order
import { handler } from "@/lib/http/handler";
import { assertOwnProviderOrder } from "@/lib/orders/checkout";
import { ProviderOrderSchema } from "@/lib/orders/schemas";
import { assertTestGatewayOn } from "@/lib/payments/gateway";
import { payTestOrder } from "@/lib/payments/test-gateway";

export const POST = handler({ auth: "customer", body: ProviderOrderSchema }, async ({ user, body }) => {
  assertTestGatewayOn();
  await assertOwnProviderOrder(user.id, body.order_id);
  return payTestOrder(body.order_id);
});
