import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/http/db-unavailable";
import { AppError } from "@/lib/http/errors";
import { orderMoneyColumns, type PricedLine, type PricedOrder } from "@/lib/checkout/pricing";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toPaiseAmount, type CheckoutInput, type SpecPaymentOrderInput } from "@/lib/checkout/schemas";
import {
  gatewayFor,
  isRazorpayConfigured,
  paymentGateway,
  ProviderError,
  type PaymentGateway,
  type ProviderOrder,
} from "@/lib/payments/gateway";
import { deliverySnapshot } from "@/lib/checkout/delivery-check";
import { CHECKOUT_TTL_MS } from "@/lib/checkout/expiry";
import { priceCheckout, type CheckoutPrice } from "@/lib/checkout/price-cart";
import { releaseOrderUse, reserveOfferUse } from "@/lib/offers/apply";
import type { PaymentOrderAnswer } from "@/lib/checkout/contract";
import type { Bill } from "@/lib/money/bill";
import { billOfOrder, orderBillSelect } from "@/lib/money/order-bill";

// Checkout, the server side (the browser's is lib/checkout/): the server prices the cart, keeps a pending order and a payment attempt, and asks the
// gateway for a provider order of exactly the total. The order becomes paid only in payment.ts,
// after the provider's signed word that the money for exactly that order arrived.

/** A repeat of the same checkout within this time gets the same pending order (a double click). */
const CHECKOUT_REUSE_MS = 15 * 60_000;
/** An unpaid checkout is handed out again only this long, so that it still has 5 minutes to be paid. */
const REUSE_UNPAID_MS = CHECKOUT_TTL_MS - 5 * 60_000;
/** A paid, still pending order of the same cart younger than this refuses a new checkout of it. */
const PAID_REPEAT_GUARD_MS = 5 * 60_000;

/** Why a repeat of a cart just paid for is refused, and what to do instead. */
function justPaidMessage(paidAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((paidAt.getTime() + PAID_REPEAT_GUARD_MS - now.getTime()) / 60_000));
  return (
    "You have just paid for this cart: that order is pending in My Orders. " +
    `To order the same again, wait ${minutes} minute${minutes === 1 ? "" : "s"} or cancel the first order.`
  );
}
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * How long the request that claimed a pending order may take to record its payment attempt (the
 * provider call, at most RAZORPAY_TIMEOUT_MS, then one insert). A claimed order still without one after
 * that was left by a request that died half-way (the database went away between the two steps, the
 * instance stopped): the next checkout of the same cart takes it over instead of waiting for it.
 */
function claimStaleMs(): number {
  return (isRazorpayConfigured() ? env().RAZORPAY_TIMEOUT_MS : 0) + 5_000;
}

export const PROVIDER_DOWN_AT_CHECKOUT = "The payment service is not responding. Your cart is kept.";

/** What a started checkout answers (createPaymentOrder's answer, lib/checkout/contract.ts). */
export type CheckoutStart = PaymentOrderAnswer;

export function checkoutKeyOf(customerId: string, priced: PricedOrder, input: CheckoutInput): string {
  const lines = priced.lines.map((l) => [l.menuItemId, l.quantity, l.unitPricePaise]).sort();
  const { address, city, state, locality, pincode, phone } = input.deliveryLocation;
  const material = [
    customerId,
    priced.restaurantId,
    lines,
    priced.totalPaise,
    // The tip is in the total already; named too, so that the key says what the customer chose. So is the coupon.
    input.tipPaise ?? 0,
    input.couponCode ?? null,
    input.customerName,
    address,
    city,
    state,
    locality ?? null,
    pincode ?? null,
    phone ?? null,
    // Cash on delivery is another checkout than paying online (absent from older keys: they stay as they were).
    ...(input.paymentMethod === "cod" ? ["cod"] : []),
  ];
  return createHash("sha256").update(JSON.stringify(material)).digest("hex");
}

export function providerFailure(error: unknown, message: string): Error {
  // The database is down, not the provider (the test gateway keeps its records there, and the payment
  // attempt is written after the provider's answer): passed on, so the handler answers 503.
  if (isDatabaseUnavailable(error)) return error as Error;
  if (!(error instanceof ProviderError)) return error instanceof AppError ? error : new AppError(502, message);
  console.error(`Payment provider call failed: ${error.description}`);
  return new AppError(error.kind === "timeout" ? 504 : 502, message);
}

function startOf(
  gateway: PaymentGateway,
  orderId: string | null,
  providerOrderId: string,
  amountPaise: number,
  bill: Bill | null,
  receipt: string = orderId ?? providerOrderId,
): CheckoutStart {
  return {
    order: { id: providerOrderId, amount: amountPaise, currency: "INR", receipt },
    key: gateway.keyId,
    gateway: gateway.name,
    orderId,
    checkoutUrl: gateway.name === "test" ? `/payments/test/${providerOrderId}` : null,
    bill,
  };
}

/**
 * A new order's columns from a checkout priced for `customerId`: who and where, the bill's money and its offer
 * (its items are createOrderWithItems'), and the key a repeat of the same checkout finds it by. Online and cash
 * checkouts both create it so.
 */
export function newOrderData(customerId: string, priced: CheckoutPrice, input: CheckoutInput, checkoutKey: string) {
  return {
    customerId,
    restaurantId: priced.restaurantId,
    customerName: input.customerName,
    deliveryAddress: input.deliveryLocation.address,
    deliveryCity: input.deliveryLocation.city,
    deliveryState: input.deliveryLocation.state,
    ...deliverySnapshot(input.deliveryLocation),
    // the map's drop point (issue 32): the saved address's pin, else the PIN code's place
    dropLat: priced.drop?.lat ?? null,
    dropLng: priced.drop?.lng ?? null,
    ...orderMoneyColumns(priced.bill),
    offerId: priced.offer?.id ?? null,
    checkoutKey,
  };
}

/**
 * A new order and its items, in two statements (an insert of the order and one of all its items) where a nested
 * create took three (it read the order back). `tx` is the transaction the order is claimed in.
 */
export async function createOrderWithItems(
  tx: Prisma.TransactionClient,
  data: Prisma.OrderUncheckedCreateInput,
  lines: readonly PricedLine[],
): Promise<{ id: string }> {
  const order = await tx.order.create({ data, select: { id: true } });
  await tx.orderItem.createMany({ data: lines.map((line) => ({ ...line, orderId: order.id })) });
  return order;
}

/**
 * Starts paying for a cart: a pending order (awaiting payment) with its items, a payment attempt,
 * and a provider order for exactly the total. A repeat within 15 minutes gets the same ones back;
 * the same cart paid less than 5 minutes ago and still pending is refused (a double click or a
 * second tab); once that order has moved on or the minutes have passed, the cart may be ordered again.
 */
export async function startCheckout(
  customer: SessionUser,
  input: CheckoutInput,
  now: Date = new Date(),
  retried = false,
): Promise<CheckoutStart> {
  const customerId = customer.id;
  const priced = await priceCheckout(input, now, customerId);
  const checkoutKey = checkoutKeyOf(customerId, priced, input);

  const claimed = await db().$transaction(async (tx) => {
    // One checkout at a time per customer, so a double click cannot create two orders.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${customerId}`}))`;
    const recent = await tx.order.findMany({
      where: { customerId, checkoutKey, createdAt: { gte: new Date(now.getTime() - CHECKOUT_REUSE_MS) } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        paymentStatus: true,
        status: true,
        createdAt: true,
        updatedAt: true,
        payments: { select: { id: true }, take: 1 },
      },
      take: 5,
    });
    // A second payment for the same cart is a double click or a second tab only while the first
    // order is still pending and a few minutes old; after that it is the same lunch again.
    const justPaid = recent.find(
      (o) =>
        o.paymentStatus === "paid" &&
        o.status === "pending" &&
        o.createdAt.getTime() > now.getTime() - PAID_REPEAT_GUARD_MS,
    );
    if (justPaid) throw new AppError(409, justPaidMessage(justPaid.createdAt, now));
    // An unpaid one is reused only while it leaves time to pay before it expires (expiry.ts).
    const unpaid = recent.find(
      (o) =>
        (o.paymentStatus === "awaiting_payment" || o.paymentStatus === "failed") &&
        o.createdAt.getTime() > now.getTime() - REUSE_UNPAID_MS,
    );
    if (unpaid) {
      // Claimed by a request that died before recording its payment attempt: this one takes it over
      // (the lock above makes sure only one does; updatedAt marks the new claim).
      if (unpaid.payments.length === 0 && unpaid.updatedAt.getTime() < Date.now() - claimStaleMs()) {
        await tx.order.update({ where: { id: unpaid.id }, data: { updatedAt: new Date() }, select: { id: true } });
        return { orderId: unpaid.id, created: true };
      }
      return { orderId: unpaid.id, created: false };
    }
    const order = await createOrderWithItems(tx, newOrderData(customerId, priced, input, checkoutKey), priced.lines);
    // The offer's use is taken with the order, or the whole checkout is refused (422: used up).
    if (priced.offer) await reserveOfferUse(tx, priced.offer.id, customerId, order.id, now);
    return { orderId: order.id, created: true };
  }, TX_OPTIONS);

  if (!claimed.created) {
    const started = await awaitCheckout(claimed.orderId);
    if (started) return started;
    // The request that claimed it died meanwhile: claim again (once), which takes the order over.
    if (!retried) return startCheckout(customer, input, new Date(), true);
    throw new AppError(504, PROVIDER_DOWN_AT_CHECKOUT);
  }

  const gateway = paymentGateway();
  try {
    const providerOrder = await gateway.createOrder(priced.totalPaise, claimed.orderId);
    await db().payment.create({
      data: {
        orderId: claimed.orderId,
        customerId,
        provider: gateway.name,
        providerOrderId: providerOrder.id,
        amountPaise: priced.totalPaise,
      },
    });
    return startOf(gateway, claimed.orderId, providerOrder.id, priced.totalPaise, priced.bill);
  } catch (error) {
    // Nothing can be paid for an order without a provider order: remove it (and give its offer's use back), the cart stays.
    await releaseOrderUse(db(), claimed.orderId);
    await db().order.deleteMany({ where: { id: claimed.orderId, paymentStatus: "awaiting_payment" } });
    throw providerFailure(error, PROVIDER_DOWN_AT_CHECKOUT);
  }
}

/**
 * The payment attempt of an order another request (the first click) is still creating; null when that
 * request has been gone longer than it could take (claimStaleMs), so the caller may take the order over.
 */
async function awaitCheckout(orderId: string): Promise<CheckoutStart | null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const order = await db().order.findUnique({
      where: { id: orderId },
      select: {
        updatedAt: true,
        ...orderBillSelect,
        payments: { select: { provider: true, providerOrderId: true, amountPaise: true }, take: 1 },
      },
    });
    if (!order) throw new AppError(502, PROVIDER_DOWN_AT_CHECKOUT);
    const payment = order.payments[0];
    if (payment) {
      const provider = gatewayFor(payment.provider);
      return startOf(provider, orderId, payment.providerOrderId, payment.amountPaise, billOfOrder(order));
    }
    if (order.updatedAt.getTime() < Date.now() - claimStaleMs()) return null;
    if (Date.now() > deadline) throw new AppError(504, PROVIDER_DOWN_AT_CHECKOUT);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The spec's createPaymentOrder: only an amount (rupees) and INR, what a client computed from its
 * cart. A provider order for exactly that amount, bound to the acting customer; no order exists until
 * placeOrder prices the stored local order and finds it equal (lib/checkout/place-order.ts). A repeat
 * of the same amount within 15 minutes gets the same provider order back while it is unpaid.
 */
export async function startSpecCheckout(
  customer: SessionUser,
  input: SpecPaymentOrderInput,
  now: Date = new Date(),
): Promise<CheckoutStart> {
  const customerId = customer.id;
  const amountPaise = toPaiseAmount(input.amount);
  const gateway = paymentGateway();
  const recent = await db().payment.findFirst({
    where: {
      customerId,
      orderId: null,
      status: "created",
      provider: gateway.name,
      amountPaise,
      createdAt: { gte: new Date(now.getTime() - REUSE_UNPAID_MS) },
    },
    orderBy: { createdAt: "desc" },
    select: { providerOrderId: true },
  });
  // No cart, so no bill: placeOrder prices the stored local order and places it only if this amount is its total.
  if (recent) return startOf(gateway, null, recent.providerOrderId, amountPaise, null);
  // Two truly simultaneous starts may each get a provider order; only one can be paid and placed,
  // and the other is never charged.
  const receipt = `spec_${randomBytes(10).toString("hex")}`;
  let providerOrder: ProviderOrder;
  try {
    providerOrder = await gateway.createOrder(amountPaise, receipt);
  } catch (error) {
    throw providerFailure(error, PROVIDER_DOWN_AT_CHECKOUT);
  }
  await db().payment.create({
    data: { customerId, provider: gateway.name, providerOrderId: providerOrder.id, amountPaise },
    select: { id: true },
  });
  return startOf(gateway, null, providerOrder.id, amountPaise, null, receipt);
}
