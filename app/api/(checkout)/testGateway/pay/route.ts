// POST /api/testGateway/pay - TEST MODE: the built-in gateway takes a (pretend) payment for the caller's order
import { handler } from "@/lib/http/handler";
import { TestGatewayPaySchema } from "@/lib/checkout/schemas";
import { payTestCheckout } from "@/lib/checkout/test-gateway-payments";

export const POST = handler({ auth: "customer", body: TestGatewayPaySchema }, async ({ user, body }) =>
  payTestCheckout(user, body.order_id, body.method),
);
