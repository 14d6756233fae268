import type { z } from "zod";
import type { ApiOrder } from "@/lib/orders/contract";
import type { CheckoutSchema, VerifyPaymentSchema } from "@/lib/checkout/schemas";
import type { Bill } from "@/lib/money/bill";
import type { GatewayName, PaymentFailure, PaymentSuccess, ProviderOrder } from "@/lib/payments/contract";

// The checkout's calls (docs/api.md), typed once for the handlers and the browser:
// requests from the server's zod schemas, answers as the services give them. Types only.

/** `POST /api/createPaymentOrder` as our checkout sends it: the cart and where it goes (CheckoutSchema's input). */
export type CheckoutRequest = z.input<typeof CheckoutSchema>;

/**
 * A bill on the wire: the engine's Bill as it is (lib/money/bill.ts), amounts in integer paise (names end in
 * Paise), with the lines a screen lists in order. The spec's rupee fields stay beside it where it appears.
 */
export type ApiBill = Bill;

/** `POST /api/createPaymentOrder`'s answer: the provider order to pay and where to pay it. */
export type PaymentOrderAnswer = {
  order: ProviderOrder;
  key: string;
  /** "cod": a cash or UPI on delivery order, placed at once (nothing to pay now; checkoutUrl is null). */
  gateway: GatewayName | "cod";
  /** Our order's id (the provider order's receipt); null for a spec checkout, whose order placeOrder creates. */
  orderId: string | null;
  /** Where the browser pays: the TEST MODE page for the test gateway, null for Razorpay's widget. */
  checkoutUrl: string | null;
  /** The bill the provider order is for (its total is `order.amount`); null for a spec checkout, which sends no cart. */
  bill: ApiBill | null;
};

/** The offer whose discount is in a bill: its code (null for a restaurant's automatic offer), title and amount. */
export type ApiAppliedOffer = { code: string | null; title: string; discountPaise: number };

/**
 * `POST /api/previewBill`'s answer: the bill, what the cart still needs for free delivery (null: nothing), the offer
 * in the bill (null: none), and why the code sent was refused (null: none sent, or it applies; the bill is then as
 * without it).
 */
export type PreviewBillAnswer = {
  bill: ApiBill;
  freeDelivery: { dishes: number } | { paise: number } | null;
  /** Whether this cart may be paid in cash or UPI on delivery, and why not (a sentence for the customer). */
  cod: { allowed: boolean; reason: string | null };
  offer: ApiAppliedOffer | null;
  couponRefusal: string | null;
};

/** `POST /api/verifyPayment`'s body: what the payment widget handed the page. */
export type VerifyPaymentRequest = z.input<typeof VerifyPaymentSchema> & PaymentSuccess;

/** What verifying a payment settles: the payment reference the result screen is for, and our order. */
export type VerifiedPayment = { payment_reference_id: string; orderId: string | null };

export type VerifyPaymentAnswer = VerifiedPayment & { message: string };

/** `POST /api/testGateway/pay` and `/fail`: the answers of the TEST MODE page's buttons. */
export type TestGatewayPayAnswer = PaymentSuccess;
export type TestGatewayFailAnswer = PaymentFailure;

/** `POST /api/placeOrder`'s answer: the order the payment paid for. */
export type PlaceOrderAnswer = { message: string; order: ApiOrder };
