// POST /api/createPaymentOrder - a customer starts paying: the cart priced on the server (our checkout), or the spec's amount alone
import { handler } from "@/lib/http/handler";
import { limitCheckoutStarts } from "@/lib/checkout/limits";
import { startCheckout, startSpecCheckout } from "@/lib/checkout/service";
import { startCodCheckout } from "@/lib/checkout/cod-service";
import { carriesCart, CheckoutSchema, PaymentOrderBodySchema, SpecPaymentOrderSchema } from "@/lib/checkout/schemas";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "customer", body: PaymentOrderBodySchema }, async ({ request, user, body }) => {
  // Bad input is refused before it counts; every well-formed start counts, whatever happens next.
  const limit = () => limitCheckoutStarts(user.id, clientIp(request.headers));
  if (carriesCart(body)) {
    const cart = CheckoutSchema.parse(body);
    await limit();
    // Cash or UPI on delivery: placed at once, without the gateway.
    return cart.paymentMethod === "cod" ? startCodCheckout(user, cart) : startCheckout(user, cart);
  }
  const spec = SpecPaymentOrderSchema.parse(body);
  await limit();
  return startSpecCheckout(user, spec);
});
