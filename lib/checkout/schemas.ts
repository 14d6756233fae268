import { z } from "zod";
import { LocalitySchema, PhoneSchema, PincodeSchema } from "@/lib/location/schemas";
import { MAX_LINE_QUANTITY } from "@/lib/checkout/pricing";
import { MAX_TIP_PAISE } from "@/lib/money/bill";
import { recordId } from "@/lib/http/record-id";
import { blankToUndefined } from "@/lib/http/blank";
import { TEST_PAYMENT_METHODS } from "@/lib/payments/test-methods";
import { normaliseCode } from "@/lib/money/offers";

// One schema per input of the checkout and payment calls. Unknown fields are dropped: the spec's
// clients send their whole stored order, and the server prices it from the database anyway.

const MAX_CART_LINES = 50;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** The largest single payment we take (Razorpay's default per-transaction limit is ₹5,00,000). */
const MAX_PAYMENT_RUPEES = 500_000;

/** An amount in rupees with at most two decimals, as the spec's clients send it. */
function rupees(field: string) {
  return z
    .number({ error: `${field} must be a number of rupees` })
    .min(1, `${field} must be at least 1 rupee`)
    .max(MAX_PAYMENT_RUPEES, `${field} must be at most ${MAX_PAYMENT_RUPEES} rupees`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${field} has at most 2 decimals`);
}

/** Rupees (at most 2 decimals) to whole paise. */
export const toPaiseAmount = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

/** A provider's id (`order_…`, `pay_…`): letters, digits and underscores. */
function providerId(field: string) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(64, `${field} is not a valid id`)
    .regex(/^[A-Za-z0-9_]+$/, `${field} is not a valid id`);
}

const quantity = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

const CheckoutLineSchema = z.object({ item_id: recordId("item_id"), quantity });

const cartLines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: "items must be a list" })
    .min(1, "Your cart is empty")
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} dishes`);

export const TIP_MESSAGE = "A tip is from ₹0 to ₹1,000";

/** The delivery partner's tip in whole paise, ₹0 to ₹1,000; absent is no tip (it is never chosen for the customer). */
const tipPaise = z
  .number({ error: TIP_MESSAGE })
  .int(TIP_MESSAGE)
  .min(0, TIP_MESSAGE)
  .max(MAX_TIP_PAISE, TIP_MESSAGE)
  .optional();

/** A coupon code as typed: spaces and lower case are fine (normalised: "thali 20" is THALI20); absent or blank: none. */
const couponCode = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "couponCode must be text" })
    .max(40, "couponCode must be at most 40 characters")
    .transform(normaliseCode)
    .optional(),
);

/** The spec's stored "order" as createPaymentOrder receives it. */
export const CheckoutSchema = z.object({
  restaurant_id: recordId("restaurant_id"),
  items: cartLines(CheckoutLineSchema),
  customerName: text("customerName", 80),
  deliveryLocation: z.object(
    {
      address: text("address", 200),
      city: text("city", 80),
      state: text("state", 80),
      // Beyond the spec's three: optional, so its clients still check out; the restaurant's delivery
      // area may need the PIN code (priceCheckout says so), and the rider calls the phone.
      locality: z.preprocess(blankToUndefined, LocalitySchema.optional()),
      pincode: z.preprocess(blankToUndefined, PincodeSchema.optional()),
      phone: z.preprocess(blankToUndefined, PhoneSchema.optional()),
      // Ours (issue 32): the saved address chosen, whose map pin becomes the order's drop point.
      addressId: z.preprocess(
        blankToUndefined,
        z.string({ error: "addressId must be text" }).trim().max(40).optional(),
      ),
    },
    { error: "deliveryLocation is required" },
  ),
  /** What the browser believes the total is, in rupees (the spec's); if sent it must equal the server's total. */
  amount: rupees("amount").optional(),
  currency: z.literal("INR", { error: "currency must be INR" }).optional(),
  /** Ours, beside the spec's fields: the tip, part of the bill and of `amount`. */
  tipPaise,
  /** Ours: "cod" places the order at once, to be paid in cash or UPI at the door; absent or "online": the gateway. */
  paymentMethod: z.enum(["online", "cod"], { error: 'paymentMethod is "online" or "cod"' }).optional(),
  /** Ours: a coupon typed at the cart; refused (422) when it does not apply. Absent: the restaurant's best automatic offer. */
  couponCode,
});
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

/** `POST /api/previewBill`: a cart to price before checkout (camelCase ids: a call of ours, not the spec's). */
export const PreviewBillSchema = z.object({
  restaurantId: recordId("restaurantId"),
  items: cartLines(z.object({ menuItemId: recordId("menuItemId"), quantity })),
  tipPaise,
  couponCode,
});
export type PreviewBillInput = z.infer<typeof PreviewBillSchema>;

/** `POST /api/markCodCollected`: a cash or UPI on delivery order collected at the door, and how. */
export const MarkCodCollectedSchema = z.object({
  _id: recordId("_id"),
  via: z.enum(["cash", "upi"], { error: 'via is "cash" or "upi"' }),
});

/** `POST /api/markCodRefused`: a cash or UPI on delivery order the customer refused at the door. */
export const MarkCodRefusedSchema = z.object({ _id: recordId("_id") });

/**
 * The spec's createPaymentOrder body as its table has it: only what the client computed from its
 * cart. The provider order is bound to the caller; placeOrder later prices the order from the
 * database and places it only if this amount is exactly its total.
 */
export const SpecPaymentOrderSchema = z.object({
  amount: rupees("amount"),
  currency: z.literal("INR", { error: "currency must be INR" }).default("INR"),
});
export type SpecPaymentOrderInput = z.infer<typeof SpecPaymentOrderSchema>;

/** A createPaymentOrder body that carries the cart (our checkout) rather than only an amount (the spec's). */
export function carriesCart(body: Record<string, unknown>): boolean {
  return "restaurant_id" in body || "items" in body || "deliveryLocation" in body;
}

/** Any JSON object: createPaymentOrder picks CheckoutSchema or SpecPaymentOrderSchema by what it carries. */
export const PaymentOrderBodySchema = z.record(z.string(), z.unknown(), { error: "The body must be a JSON object" });

/** What Razorpay's checkout (or the test gateway) hands the page after a payment. */
export const VerifyPaymentSchema = z.object({
  razorpay_order_id: providerId("razorpay_order_id"),
  razorpay_payment_id: providerId("razorpay_payment_id"),
  razorpay_signature: z
    .string({ error: "razorpay_signature is required" })
    .trim()
    .min(1, "razorpay_signature is required")
    .max(256, "razorpay_signature is not valid"),
});
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentSchema>;

/**
 * The spec's placed order: the stored local order plus the payment reference. For a payment our own
 * checkout started, the order exists already and only the reference counts; for a payment started
 * with only an amount, the local order (LocalOrderSchema) is what gets priced and placed.
 */
export const PlaceOrderSchema = z.looseObject({ payment_reference_id: providerId("payment_reference_id") });

/** The stored local order's fields that placeOrder prices (user_email, totalPrice and the statuses are the client's own). */
export const LocalOrderSchema = CheckoutSchema.pick({
  restaurant_id: true,
  items: true,
  customerName: true,
  deliveryLocation: true,
});
export type LocalOrderInput = z.infer<typeof LocalOrderSchema>;

export const ProviderOrderSchema = z.object({ order_id: providerId("order_id") });

/** TEST MODE's Pay: the provider order, and the way of paying the tester chose (absent: UPI). */
export const TestGatewayPaySchema = ProviderOrderSchema.extend({
  method: z
    .enum(TEST_PAYMENT_METHODS, { error: `method must be one of ${TEST_PAYMENT_METHODS.join(", ")}` })
    .optional(),
});
