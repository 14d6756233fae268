// POST /api/testGateway/fail - TEST MODE: a declined payment, reported as the provider's payment.failed would be
import { handler } from "@/lib/http/handler";
import { assertOwnProviderOrder } from "@/lib/orders/checkout";
import { markPaymentFailed } from "@/lib/orders/payment";
import { ProviderOrderSchema } from "@/lib/orders/schemas";
import { assertTestGatewayOn } from "@/lib/payments/gateway";
import { failTestOrder } from "@/lib/payments/test-gateway";

export const POST = handler({ auth: "customer", body: ProviderOrderSchema }, async ({ user, body }) => {
  assertTestGatewayOn();
  await assertOwnProviderOrder(user.id, body.order_id);
  const failure = await failTestOrder(body.order_id);
  await markPaymentFailed(failure.razorpay_order_id, failure.razorpay_payment_id, failure.error.description);
  return failure;
});
