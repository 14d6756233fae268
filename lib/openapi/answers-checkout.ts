import { z } from "zod";
import { Id, Paise } from "@/lib/openapi/answer-parts";
import { ApiBill, ApiOrder } from "@/lib/openapi/answers-orders";

// The checkout area's answers (lib/openapi/answers.ts has the rule they follow): the payment order, the bill's
// preview, the gateway's key and callbacks, verifyPayment, placeOrder and the webhook.

const GatewayName = z.enum(["razorpay", "test"]);
export const ProviderOrder = z.strictObject({
  id: z.string(),
  amount: z.number().int().meta({ description: "Paise." }),
  currency: z.literal("INR"),
  receipt: z.string(),
});
export const PaymentOrderAnswer = z.strictObject({
  order: ProviderOrder,
  key: z.string(),
  gateway: z.union([GatewayName, z.literal("cod")]).meta({
    description: 'The gateway to pay through; "cod": placed for cash or UPI on delivery, nothing to pay now.',
  }),
  orderId: Id.nullable().meta({ description: "Our order's id; null for the spec's checkout (placeOrder creates it)." }),
  checkoutUrl: z.string().nullable().meta({ description: "The TEST MODE page; null for Razorpay's widget." }),
  bill: ApiBill.nullable().meta({
    description: "The bill the provider order is for (its total is order.amount); null for the spec's checkout.",
  }),
});
export const PreviewBillAnswer = z.strictObject({
  bill: ApiBill,
  freeDelivery: z
    .union([
      z.strictObject({ dishes: z.number().int().meta({ description: "Dishes still to add (the spec's rule)." }) }),
      z.strictObject({ paise: Paise.meta({ description: "Food still to add, in paise (the restaurant's amount)." }) }),
    ])
    .nullable()
    .meta({ description: "What the cart still needs for free delivery; null when it is free or never free by size." }),
  cod: z
    .strictObject({ allowed: z.boolean(), reason: z.string().nullable() })
    .meta({ description: "Whether cash or UPI on delivery may be chosen for this cart, and why not." }),
  offer: z
    .strictObject({
      code: z.string().nullable().meta({ description: "The coupon's code; null for a restaurant's automatic offer." }),
      title: z.string(),
      discountPaise: Paise,
    })
    .nullable()
    .meta({ description: "The offer whose discount is in the bill (the code sent, else the best automatic one)." }),
  couponRefusal: z
    .string()
    .nullable()
    .meta({ description: "Why the couponCode sent does not apply (the bill is as without it); null otherwise." }),
});
export const PaymentKeyAnswer = z.strictObject({ key: z.string(), gateway: GatewayName });
export const PaymentSuccess = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export const PaymentFailure = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  error: z.strictObject({ description: z.string() }),
});
export const VerifyPaymentAnswer = z.strictObject({
  message: z.string(),
  payment_reference_id: z.string(),
  orderId: Id.nullable(),
});
export const PlaceOrderAnswer = z.strictObject({ message: z.string(), order: ApiOrder });
export const WebhookAnswer = z.strictObject({ ok: z.literal(true) });
