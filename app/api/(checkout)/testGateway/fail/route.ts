// POST /api/testGateway/fail - TEST MODE: a declined payment, reported as the provider's payment.failed would be
import { handler } from "@/lib/http/handler";
import { ProviderOrderSchema } from "@/lib/checkout/schemas";
import { failTestCheckout } from "@/lib/checkout/test-gateway-payments";

export const POST = handler({ auth: "customer", body: ProviderOrderSchema }, async ({ user, body }) =>
  failTestCheckout(user, body.order_id),
);
