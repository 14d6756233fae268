import { z } from "zod";
import * as A from "@/lib/openapi/answers";
import {
  CheckoutSchema,
  LocalOrderSchema,
  PlaceOrderSchema,
  PreviewBillSchema,
  ProviderOrderSchema,
  TestGatewayPaySchema,
  SpecPaymentOrderSchema,
  VerifyPaymentSchema,
} from "@/lib/checkout/schemas";
import { json, type Operation } from "@/lib/openapi/operation";

// Checkout: the payment order, paying, placing and verifying.

/** createPaymentOrder's body: our checkout's cart, or the spec's amount alone (the route tells them apart by `items`). */
const PaymentOrderBody = z.union([CheckoutSchema, SpecPaymentOrderSchema]);

/** placeOrder's body: the payment reference, and the stored local order the spec's checkout places (lib/orders/place-order.ts). */
const PlaceOrderBody = PlaceOrderSchema.extend(LocalOrderSchema.partial().shape).meta({
  description:
    "payment_reference_id; the stored local order (restaurant_id, items, customerName, deliveryLocation) is needed " +
    "when the payment has no order yet (the spec's checkout); its other fields are the client's own and ignored",
});

export const CHECKOUT_OPERATIONS: readonly Operation[] = [
  // checkout
  {
    method: "GET",
    route: "/api/getPaymentAPIKey",
    tag: "checkout",
    summary: "The public key id of the payment gateway in use (never a secret)",
    caller: "customer",
    answers: { 200: json("The key and which gateway", A.PaymentKeyAnswer) },
    spec: "answer `key`; ours besides `gateway` (razorpay or test)",
  },
  {
    method: "POST",
    route: "/api/createPaymentOrder",
    tag: "checkout",
    summary: "A customer starts paying: the cart priced on the server (our checkout), or the spec's amount alone",
    caller: "customer",
    body: PaymentOrderBody,
    answers: { 200: json("The provider order to pay and where to pay it", A.PaymentOrderAnswer) },
    errors: [404, 409, 429, 504],
    spec: "request `amount` (rupees); answer the provider order",
  },
  {
    method: "POST",
    route: "/api/previewBill",
    tag: "checkout",
    summary: "The bill of a cart before checkout (anyone): the same bill createPaymentOrder charges for the cart",
    caller: "public",
    body: PreviewBillSchema,
    answers: { 200: json("The bill and what the cart still needs for free delivery", A.PreviewBillAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/verifyPayment",
    tag: "checkout",
    summary: "The payment widget's signed result is verified: JSON from our page, or the provider's form post",
    caller: "signed",
    body: VerifyPaymentSchema,
    bodyKind: "json-or-form",
    answers: {
      200: json("Verified (JSON, the customer's session)", A.VerifyPaymentAnswer),
      303: { description: "A form post: to /paymentStatus/{payment id}", kind: "redirect" },
    },
    errors: [400, 404, 409],
    spec: "request `razorpay_order_id, razorpay_payment_id, razorpay_signature`; answer `message`",
  },
  {
    method: "POST",
    route: "/api/paymentVerification",
    tag: "checkout",
    summary: "/api/verifyPayment under the name Razorpay's common integration posts its callback to",
    caller: "signed",
    body: VerifyPaymentSchema,
    bodyKind: "json-or-form",
    answers: {
      200: json("Verified (JSON, the customer's session)", A.VerifyPaymentAnswer),
      303: { description: "A form post: to /paymentStatus/{payment id}", kind: "redirect" },
    },
    errors: [400, 404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/placeOrder",
    tag: "checkout",
    summary: "The stored local order plus payment_reference_id: confirms our checkout's order, or places the spec's",
    caller: "customer",
    body: PlaceOrderBody,
    answers: { 200: json("The order the payment paid for; repeats answer the same order", A.PlaceOrderAnswer) },
    errors: [404, 409],
    spec: "request: the stored local order plus `payment_reference_id`; answer not shown",
  },
  {
    method: "POST",
    route: "/api/razorpayWebhook",
    tag: "checkout",
    summary: "The payment provider reports captured and failed payments (signature over the raw body)",
    caller: "signed",
    body: z.looseObject({ event: z.string(), payload: z.unknown().optional() }).meta({
      description: "A Razorpay webhook event (payment.captured, payment.failed; others acknowledged)",
    }),
    bodyKind: "raw-json",
    answers: { 200: json("Handled, or already handled (each event id once)", A.WebhookAnswer) },
    errors: [400, 413],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/testGateway/pay",
    tag: "checkout",
    summary:
      "TEST MODE: the built-in gateway takes a (pretend) payment for the caller's provider order, by the method chosen",
    caller: "customer",
    body: TestGatewayPaySchema,
    answers: { 200: json("What the widget hands the page after a payment", A.PaymentSuccess) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/testGateway/fail",
    tag: "checkout",
    summary: "TEST MODE: a declined payment, reported as the provider's payment.failed would be",
    caller: "customer",
    body: ProviderOrderSchema,
    answers: { 200: json("The failure", A.PaymentFailure) },
    errors: [404, 409],
    ours: true,
  },
];
