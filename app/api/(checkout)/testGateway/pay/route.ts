// POST /api/testGateway/pay - TEST MODE: the built-in gateway takes a (pretend) payment for the caller's order
import { handler } from "@/lib/http/handler";
import { ProviderOrderSchema } from "@/lib/checkout/schemas";
import { payTestCheckout } from "@/lib/checkout/test-gateway-payments";

export const POST = handler({ auth: "customer", body: ProviderOrderSchema }, async ({ user, body }) =>
  payTestCheckout(user, body.order_id),
);
