// POST /api/createPaymentOrder - a customer starts paying: the cart priced on the server (our checkout), or the spec's amount alone
import { handler } from "@/lib/http/handler";
import { startCheckout, startSpecCheckout } from "@/lib/orders/checkout-service";
import { carriesCart, CheckoutSchema, PaymentOrderBodySchema, SpecPaymentOrderSchema } from "@/lib/orders/schemas";

export const POST = handler({ auth: "customer", body: PaymentOrderBodySchema }, async ({ user, body }) =>
  carriesCart(body)
    ? startCheckout(user, CheckoutSchema.parse(body))
    : startSpecCheckout(user, SpecPaymentOrderSchema.parse(body)),
);
