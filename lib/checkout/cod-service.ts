import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { priceCheckout } from "@/lib/checkout/price-cart";
import { reserveOfferUse } from "@/lib/offers/apply";
import {
  checkoutKeyOf,
  createOrderWithItems,
  newOrderData,
  TX_OPTIONS,
  type CheckoutStart,
} from "@/lib/checkout/service";
import { announcePlacedOrder, recordOrderMoney } from "@/lib/checkout/placed-order";
import type { CheckoutInput } from "@/lib/checkout/schemas";
import { notifyOrderEvent } from "@/lib/orders/notifications";
import { readApiOrder } from "@/lib/orders/list";
import { refuseWhileRiderCarries, updateOrderStatusAsOwner } from "@/lib/orders/service";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ApiOrder } from "@/lib/orders/contract";
import { codRefusal, codSettingsSelect } from "@/lib/checkout/cod-rules";

// Cash or UPI on delivery (docs/checkout-and-payments.md, "Cash or UPI on delivery"). The order is placed at once
// without the gateway (paymentStatus cod_due) and the kitchen hears of it as of a paid order; at the door the
// restaurant (later the rider) marks it collected, in cash or by UPI, which records its money exactly as a paid
// order's (ledger, tax invoice, roll-ups), or refused, which cancels it and keeps the customer to online payment
// until that order is paid.

/** A placed cash order of the same cart younger than this is a double click: it is answered again. */
const COD_REPEAT_MS = 5 * 60_000;

function codStart(orderId: string, totalPaise: number, bill: CheckoutStart["bill"]): CheckoutStart {
  return {
    order: { id: orderId, amount: totalPaise, currency: "INR", receipt: orderId },
    key: "",
    gateway: "cod",
    orderId,
    checkoutUrl: null,
    bill,
  };
}

/**
 * createPaymentOrder with `paymentMethod: "cod"`: the cart priced and checked as any checkout (priceCheckout),
 * then, if the restaurant and the customer may (422 with the reason otherwise), the order placed at once
 * (cod_due) and announced to the kitchen as a paid order is. The same cart again within minutes while that order
 * is still pending (a double click) answers the same order.
 */
export async function startCodCheckout(
  customer: SessionUser,
  input: CheckoutInput,
  now: Date = new Date(),
): Promise<CheckoutStart> {
  const customerId = customer.id;
  const priced = await priceCheckout(input, now, customerId);
  const restaurant = await db().restaurant.findUniqueOrThrow({
    where: { id: priced.restaurantId },
    select: codSettingsSelect,
  });
  const checkoutKey = checkoutKeyOf(customerId, priced, input);
  let wakes: Wake[] = [];
  const orderId = await db().$transaction(async (tx) => {
    // One checkout at a time per customer (the online checkout's lock), so a double click places one order.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${customerId}`}))`;
    const repeat = await tx.order.findFirst({
      where: {
        customerId,
        checkoutKey,
        paymentStatus: "cod_due",
        status: "pending",
        createdAt: { gte: new Date(now.getTime() - COD_REPEAT_MS) },
      },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (repeat) return repeat.id;
    const refusal = await codRefusal(restaurant, priced.totalPaise, customerId, tx);
    if (refusal) throw new AppError(422, refusal);
    const order = await createOrderWithItems(
      tx,
      { ...newOrderData(customerId, priced, input, checkoutKey), paymentMethod: "cod", paymentStatus: "cod_due" },
      priced.lines,
    );
    // The offer's use is taken with the order (kept if it is refused at the door), or the order is refused (422).
    if (priced.offer) await reserveOfferUse(tx, priced.offer.id, customerId, order.id, now);
    // The kitchen is told exactly as of a paid order; its money is recorded when it is collected.
    wakes = await announcePlacedOrder(tx, order.id, now);
    return order.id;
  }, TX_OPTIONS);
  if (wakes.length > 0) await publishOrderEvents(wakes);
  return codStart(orderId, priced.totalPaise, priced.bill);
}

/** Why a door action changed nothing: unknown 404, another restaurant's 403, not a cash order 422, else 409. */
async function doorRefusal(restaurantId: string, orderId: string, action: "collect" | "refuse"): Promise<AppError> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      restaurantId: true,
      status: true,
      paymentMethod: true,
      paymentStatus: true,
      codCollectedAt: true,
      codRefusedAt: true,
    },
  });
  if (!order || order.paymentStatus === "awaiting_payment" || order.paymentStatus === "failed") {
    return notFound("Order");
  }
  if (order.restaurantId !== restaurantId) return forbidden("This order is not for your restaurant");
  if (order.paymentMethod !== "cod") return new AppError(422, "This order was paid online: nothing to collect");
  if (order.codCollectedAt) return new AppError(409, "This order's payment was already collected");
  if (order.codRefusedAt) return new AppError(409, "This order was refused at the door");
  if (order.status === "cancelled") return new AppError(409, "This order was cancelled");
  if (action === "refuse" && order.status === "delivered") {
    return new AppError(409, "This order was delivered: collect its payment instead");
  }
  return new AppError(409, "The payment is collected at the door: mark the order out for delivery first");
}

/** The restaurant's cash order `orderId`, still to be paid at the door and not refused there. */
const dueAtTheDoor = (orderId: string, restaurantId: string) =>
  ({ id: orderId, restaurantId, paymentMethod: "cod", paymentStatus: "cod_due", codRefusedAt: null }) as const;

/**
 * Records a cash order collected at the door, in cash or by UPI, inside the caller's transaction: paid now, with its
 * ledger entries, tax invoice and roll-ups exactly as an online payment's (recordOrderMoney). Only once the order is
 * out for delivery or delivered, and once: false when nothing was due (collected, refused, not a cash order). The
 * owner's markCodCollected and the delivery partner's deliverOrder (lib/riders/service.ts) both record it here.
 */
export async function collectAtTheDoor(
  tx: Prisma.TransactionClient,
  orderId: string,
  restaurantId: string,
  via: "cash" | "upi",
  now: Date,
): Promise<boolean> {
  const { count } = await tx.order.updateMany({
    where: { ...dueAtTheDoor(orderId, restaurantId), status: { in: ["out_for_delivery", "delivered"] } },
    data: { paymentStatus: "paid", paidAt: now, codCollectedAt: now, codCollectedVia: via },
  });
  if (count === 0) return false;
  await recordOrderMoney(tx, orderId, now);
  return true;
}

/**
 * POST /api/markCodCollected: the acting owner's restaurant collected a cash order at the door, in cash or by
 * UPI. Once the order is out for delivery (or delivered): paid now, with its ledger entries, tax invoice and
 * roll-ups exactly as an online payment's (recordOrderMoney), once (a second call: 409); an order still out for
 * delivery is delivered too.
 */
export async function markCodCollected(
  owner: SessionUser,
  orderId: string,
  via: "cash" | "upi",
  now: Date = new Date(),
): Promise<ApiOrder> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can collect its orders");
  // A delivery partner carrying it collects it at the door (issue 32, collectAtTheDoor below).
  if ((await db().order.count({ where: { id: orderId, restaurantId } })) > 0) await refuseWhileRiderCarries(orderId);
  const status = await db().$transaction(async (tx) => {
    if (!(await collectAtTheDoor(tx, orderId, restaurantId, via, now))) return null;
    const { status: current } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
    return current;
  }, TX_OPTIONS);
  if (status === null) {
    // Collected already but still out for delivery: the request that collected it stopped before its second step
    // (the instance went away). Its retry finishes that step instead of being refused.
    const unfinished = await db().order.count({
      where: { id: orderId, restaurantId, codCollectedAt: { not: null }, status: "out_for_delivery" },
    });
    if (unfinished === 0) throw await doorRefusal(restaurantId, orderId, "collect");
  }
  // Collected at the door is delivered: the status change writes its event (the customer's card moves live).
  if (status === null || status === "out_for_delivery") return updateOrderStatusAsOwner(owner, orderId, "delivered");
  return readApiOrder(orderId);
}

export const REFUSED_AT_DOOR = "The customer refused the order at the door";

/**
 * POST /api/markCodRefused: the customer refused a cash order at the door (out for delivery). It is cancelled by
 * the restaurant with that reason, without an invoice (nothing was paid), and the customer pays online until it is.
 */
export async function markCodRefused(owner: SessionUser, orderId: string, now: Date = new Date()): Promise<ApiOrder> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can change its orders");
  const wake = await db().$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { ...dueAtTheDoor(orderId, restaurantId), status: "out_for_delivery" },
      data: {
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: "restaurant",
        cancelReason: REFUSED_AT_DOOR,
        codRefusedAt: now,
      },
    });
    if (count === 0) return null;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { customerId: true, restaurantId: true, kitchenStatus: true },
    });
    const event = await tx.orderEvent.create({
      data: { orderId, ...order, type: "order.cancelled", status: "cancelled" },
      select: { id: true, customerId: true, restaurantId: true },
    });
    await notifyOrderEvent(tx, { orderId, eventId: event.id, type: "order.cancelled" });
    return wakeOf(event);
  }, TX_OPTIONS);
  if (wake === null) throw await doorRefusal(restaurantId, orderId, "refuse");
  await publishOrderEvents([wake]);
  return readApiOrder(orderId);
}
