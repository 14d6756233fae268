// POST /api/createPaymentOrder - a customer starts paying: the cart priced on the server, a pending order, a provider order
import { handler } from "@/lib/http/handler";
import { startCheckout } from "@/lib/orders/checkout";
import { CheckoutSchema } from "@/lib/orders/schemas";

export const POST = handler({ auth: "customer", body: CheckoutSchema }, async ({ user, body }) =>
  startCheckout(user.id, body),
);
