import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/http/db-unavailable";
import { AppError, notFound } from "@/lib/http/errors";
import { mergeLines, priceOrder, type PricedOrder } from "@/lib/orders/pricing";
import type { CheckoutInput } from "@/lib/orders/schemas";
import {
  gatewayFor,
  isRazorpayConfigured,
  paymentGateway,
  ProviderError,
  type GatewayName,
  type PaymentGateway,
  type ProviderOrder,
} from "@/lib/payments/gateway";
import { isOpenNow } from "@/lib/restaurants/hours";

// Checkout: the server prices the cart, keeps a pending order and a payment attempt, and asks the
// gateway for a provider order of exactly the total. The order becomes paid only in payment.ts,
// after the provider's signed word that the money for exactly that order arrived.

/** A repeat of the same checkout within this time gets the same pending order (a double click). */
export const CHECKOUT_REUSE_MS = 15 * 60_000;
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * How long the request that claimed a pending order may take to record its payment attempt (the
 * provider call, at most RAZORPAY_TIMEOUT_MS, then one insert). A claimed order still without one after
 * that was left by a request that died half-way (the database went away between the two steps, the
 * instance stopped): the next checkout of the same cart takes it over instead of waiting for it.
 */
export function claimStaleMs(): number {
  return (isRazorpayConfigured() ? env().RAZORPAY_TIMEOUT_MS : 0) + 5_000;
}

export const PROVIDER_DOWN_AT_CHECKOUT = "The payment service is not responding. Your cart is kept.";
export const AMOUNT_MISMATCH = "The amount does not match the order total";

export type CheckoutStart = {
  order: ProviderOrder;
  key: string;
  gateway: GatewayName;
  /** Our order's id (the provider order's receipt). */
  orderId: string;
  /** Where the browser pays: the TEST MODE page for the test gateway, null for Razorpay's widget. */
  checkoutUrl: string | null;
};

function checkoutKeyOf(customerId: string, priced: PricedOrder, input: CheckoutInput): string {
  const lines = priced.lines.map((l) => [l.menuItemId, l.quantity, l.unitPricePaise]).sort();
  const { address, city, state } = input.deliveryLocation;
  const material = [
    customerId,
    priced.restaurantId,
    lines,
    priced.totalPaise,
    input.customerName,
    address,
    city,
    state,
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
  orderId: string,
  providerOrderId: string,
  amountPaise: number,
): CheckoutStart {
  return {
    order: { id: providerOrderId, amount: amountPaise, currency: "INR", receipt: orderId },
    key: gateway.keyId,
    gateway: gateway.name,
    orderId,
    checkoutUrl: gateway.name === "test" ? `/payments/test/${providerOrderId}` : null,
  };
}

/** Prices the cart from the database now; every reason to refuse it is a 4xx with a clear message. */
async function priceCheckout(input: CheckoutInput, now: Date): Promise<PricedOrder> {
  const restaurant = await db().restaurant.findUnique({
    where: { id: input.restaurant_id },
    select: { id: true, name: true, openMinute: true, closeMinute: true, timeZone: true },
  });
  if (!restaurant) throw notFound("Restaurant");
  const lines = mergeLines(input.items.map((l) => ({ menuItemId: l.item_id, quantity: l.quantity })));
  const items = await db().menuItem.findMany({
    where: { id: { in: lines.map((l) => l.menuItemId) } },
    select: {
      id: true,
      restaurantId: true,
      name: true,
      type: true,
      category: true,
      pricePaise: true,
      archivedAt: true,
    },
  });
  const priced = priceOrder(lines, items);
  if (priced.restaurantId !== restaurant.id) {
    throw new AppError(422, `These dishes are not on ${restaurant.name}'s menu`);
  }
  if (!isOpenNow(restaurant, now)) throw new AppError(422, `${restaurant.name} is closed now`);
  if (input.amount !== undefined && input.amount !== priced.totalPaise) throw new AppError(422, AMOUNT_MISMATCH);
  return priced;
}

/**
 * Starts paying for a cart: a pending order (awaiting payment) with its items, a payment attempt,
 * and a provider order for exactly the total. A repeat within 15 minutes gets the same ones back;
 * the same cart already paid within that time is refused, so one cart is never paid twice.
 */
export async function startCheckout(
  customerId: string,
  input: CheckoutInput,
  now: Date = new Date(),
  retried = false,
): Promise<CheckoutStart> {
  const priced = await priceCheckout(input, now);
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
        updatedAt: true,
        payments: { select: { id: true }, take: 1 },
      },
      take: 5,
    });
    if (recent.some((o) => o.paymentStatus === "paid" && o.status !== "cancelled")) {
      throw new AppError(409, "You have just paid for this cart. Your order is in My Orders.");
    }
    const unpaid = recent.find((o) => o.paymentStatus === "awaiting_payment" || o.paymentStatus === "failed");
    if (unpaid) {
      // Claimed by a request that died before recording its payment attempt: this one takes it over
      // (the lock above makes sure only one does; updatedAt marks the new claim).
      if (unpaid.payments.length === 0 && unpaid.updatedAt.getTime() < Date.now() - claimStaleMs()) {
        await tx.order.update({ where: { id: unpaid.id }, data: { updatedAt: new Date() }, select: { id: true } });
        return { orderId: unpaid.id, created: true };
      }
      return { orderId: unpaid.id, created: false };
    }
    const order = await tx.order.create({
      data: {
        customerId,
        restaurantId: priced.restaurantId,
        customerName: input.customerName,
        deliveryAddress: input.deliveryLocation.address,
        deliveryCity: input.deliveryLocation.city,
        deliveryState: input.deliveryLocation.state,
        subtotalPaise: priced.subtotalPaise,
        deliveryChargePaise: priced.deliveryChargePaise,
        totalPaise: priced.totalPaise,
        checkoutKey,
        items: { create: priced.lines },
      },
      select: { id: true },
    });
    return { orderId: order.id, created: true };
  }, TX_OPTIONS);

  if (!claimed.created) {
    const started = await awaitCheckout(claimed.orderId);
    if (started) return started;
    // The request that claimed it died meanwhile: claim again (once), which takes the order over.
    if (!retried) return startCheckout(customerId, input, new Date(), true);
    throw new AppError(504, PROVIDER_DOWN_AT_CHECKOUT);
  }

  const gateway = paymentGateway();
  try {
    const providerOrder = await gateway.createOrder(priced.totalPaise, claimed.orderId);
    await db().payment.create({
      data: {
        orderId: claimed.orderId,
        provider: gateway.name,
        providerOrderId: providerOrder.id,
        amountPaise: priced.totalPaise,
      },
    });
    return startOf(gateway, claimed.orderId, providerOrder.id, priced.totalPaise);
  } catch (error) {
    // Nothing can be paid for an order without a provider order: remove it, the cart stays.
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
        payments: { select: { provider: true, providerOrderId: true, amountPaise: true }, take: 1 },
      },
    });
    if (!order) throw new AppError(502, PROVIDER_DOWN_AT_CHECKOUT);
    const payment = order.payments[0];
    if (payment) return startOf(gatewayFor(payment.provider), orderId, payment.providerOrderId, payment.amountPaise);
    if (order.updatedAt.getTime() < Date.now() - claimStaleMs()) return null;
    if (Date.now() > deadline) throw new AppError(504, PROVIDER_DOWN_AT_CHECKOUT);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The test gateway's pages act only on the caller's own payment orders. */
export async function assertOwnProviderOrder(customerId: string, providerOrderId: string): Promise<void> {
  const payment = await db().payment.findUnique({
    where: { providerOrderId },
    select: { order: { select: { customerId: true } } },
  });
  if (payment?.order.customerId !== customerId) throw new AppError(404, "Payment order not found");
}
