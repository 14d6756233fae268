import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelDeliveryOfOrder, selfDeliverySearchingOrder } from "@/lib/dispatch/cancel";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import { kitchenConflict, type KitchenStatus } from "@/lib/kitchen/status";
import { notifyOrderEvent } from "@/lib/orders/notifications";
import type { ApiOrder } from "@/lib/orders/contract";
import { readApiOrder } from "@/lib/orders/list";
import { refundOrder } from "@/lib/orders/refunds";
import { eventTypeFor, fromWireStatus, sourcesFor, toWireStatus, type WireStatus } from "@/lib/orders/status";
import { recordOrderDelivered } from "@/lib/owner/stats";
import { closeDelivery } from "@/lib/riders/close";

// Changing a paid order: the spec's status moves and cancels, the kitchen's rejection, the rider's moves and the
// platform staff's cancel, each through changeOrderStatus. Reading orders is lib/orders/list.ts; the refund a cancel
// owes is lib/orders/refunds.ts.

type StatusActor =
  | { type: "customer"; customerId: string }
  | { type: "restaurant"; restaurantId: string }
  // A delivery partner moves the order it carries (issue 32): the restaurant's moves, on its own delivery only.
  | { type: "rider"; riderId: string }
  // The platform's staff cancel any order not delivered or cancelled (issue 33, lib/admin/orders.ts).
  | { type: "admin" };

/** What a status change runs in its own transaction after the move and its event (the rider's delivery row). */
type WithinMove = (tx: Prisma.TransactionClient, now: Date) => Promise<void>;

/** The kitchen's rejection riding on a cancel: only from `placed`, and what it writes beside the cancel. */
type KitchenReject = { reason: string };

/**
 * Moves a paid order to `to` if the state machine lets `actor` do it from the status the order has
 * now. One conditional UPDATE decides, so of two racing changes exactly one wins; the loser gets a
 * 409 naming the status the winner left. The change, its OrderEvent and (on delivery) the dashboard's
 * revenue roll-up commit together. Ownership is in that UPDATE too (its WHERE names the actor's customer
 * or restaurant, which the exported callers take from the acting user); a miss is then told apart as 404,
 * 403 or 409.
 */
async function changeOrderStatus(
  actor: StatusActor,
  orderId: string,
  to: WireStatus,
  now: Date = new Date(),
  cancelReason?: string,
  reject?: KitchenReject,
  within?: WithinMove,
): Promise<void> {
  const target = fromWireStatus(to);
  const whose =
    actor.type === "customer"
      ? { customerId: actor.customerId }
      : actor.type === "restaurant"
        ? { restaurantId: actor.restaurantId }
        : actor.type === "admin"
          ? {}
          : // The rider's own delivery, and only once the kitchen has accepted the order.
            {
              delivery: { is: { riderId: actor.riderId } },
              kitchenStatus: { in: ["accepted" as const, "preparing" as const, "ready" as const] },
            };
  const machineActor = actor.type === "customer" ? "customer" : "restaurant";
  const wake = await db().$transaction(
    async (tx) => {
      const { count } = await tx.order.updateMany({
        where: {
          id: orderId,
          ...whose,
          // Paid, or placed for cash or UPI on delivery: both are orders the kitchen and the rider work on.
          paymentStatus: { in: ["paid", "cod_due"] },
          // A rejection is the kitchen's answer to a new order: only while pending and nobody accepted it.
          status: { in: reject ? ["pending" as const] : sourcesFor(target, machineActor) },
          ...(reject && { kitchenStatus: "placed" as const }),
        },
        data: {
          status: target,
          ...(target === "cancelled" && {
            cancelledAt: now,
            cancelledBy: actor.type,
            cancelReason: actor.type === "restaurant" || actor.type === "admin" ? (cancelReason ?? null) : null,
          }),
          ...(reject && { kitchenStatus: "rejected" as const, rejectedAt: now, rejectReason: reject.reason }),
          // The time of each delivery step, for the customer's timeline: written by the same UPDATE that
          // makes the move, so only once (the state machine never enters a status twice).
          ...(target === "out_for_delivery" && { outForDeliveryAt: now }),
          ...(target === "delivered" && { deliveredAt: now }),
        },
      });
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: {
          customerId: true,
          restaurantId: true,
          status: true,
          paymentStatus: true,
          kitchenStatus: true,
          delivery: { select: { riderId: true } },
        },
      });
      if (count === 0) {
        if (!order || order.paymentStatus === "awaiting_payment" || order.paymentStatus === "failed") {
          throw notFound("Order");
        }
        const own =
          actor.type === "customer"
            ? order.customerId === actor.customerId
            : actor.type === "restaurant"
              ? order.restaurantId === actor.restaurantId
              : actor.type === "admin" || order.delivery?.riderId === actor.riderId;
        if (!own)
          throw forbidden(
            actor.type === "customer"
              ? "You can only change your own orders"
              : actor.type === "restaurant"
                ? "This order is not for your restaurant"
                : "This delivery is another rider's",
          );
        if (actor.type === "rider" && order.kitchenStatus === "placed") {
          throw new AppError(409, "The kitchen has not accepted this order yet");
        }
        if (reject && (order.status === "pending" || order.kitchenStatus === "rejected")) {
          throw new AppError(409, kitchenConflict(order.kitchenStatus, "reject"));
        }
        if (reject) throw new AppError(409, `This order is ${toWireStatus(order.status)} and cannot be rejected`);
        if (target === "cancelled") throw new AppError(409, "This order can no longer be cancelled");
        throw new AppError(409, `This order is ${toWireStatus(order.status)} and cannot be moved to ${to}`);
      }
      const event = await tx.orderEvent.create({
        data: {
          orderId,
          customerId: order!.customerId,
          restaurantId: order!.restaurantId,
          type: eventTypeFor(target),
          status: target,
          kitchenStatus: order!.kitchenStatus,
        },
        select: { id: true, customerId: true, restaurantId: true },
      });
      await notifyOrderEvent(tx, { orderId, eventId: event.id, type: eventTypeFor(target) });
      if (within) await within(tx, now);
      if (target === "cancelled") await cancelDeliveryOfOrder(tx, orderId, now);
      // Delivered is final, so its revenue is added exactly once, with the change itself (last: it locks the
      // restaurant's row of the month until the commit).
      if (target === "delivered") await recordOrderDelivered(tx, orderId);
      return wakeOf(event);
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  await publishOrderEvents([wake]);
}

export type CancelResult = { order: ApiOrder; refund: "refunded" | "pending" | null };

/**
 * The acting customer cancels their own pending order (another's: 403); a paid one is refunded at once,
 * or later if the provider fails.
 */
export async function cancelOrderAsCustomer(customer: SessionUser, orderId: string): Promise<CancelResult> {
  await changeOrderStatus({ type: "customer", customerId: customer.id }, orderId, "cancelled");
  const refund = await refundOrder(orderId);
  return { order: await readApiOrder(orderId), refund };
}

/**
 * The acting owner cancels one of their restaurant's orders that is pending or out for delivery (another
 * restaurant's: 403), refunded the same way; the reason, when given, is kept on the order for the customer.
 */
export async function cancelOrderAsOwner(owner: SessionUser, orderId: string, reason?: string): Promise<CancelResult> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can cancel its orders");
  return cancelRestaurantOrder(restaurantId, orderId, reason);
}

async function cancelRestaurantOrder(restaurantId: string, orderId: string, reason?: string): Promise<CancelResult> {
  await changeOrderStatus({ type: "restaurant", restaurantId }, orderId, "cancelled", new Date(), reason);
  const refund = await refundOrder(orderId);
  return { order: await readApiOrder(orderId), refund };
}

/**
 * The kitchen rejects a new order (issue 30): the owner's rejectOrder, or the accept window's job when
 * nobody accepted it in time. It is the owner's cancel (cancelled by the restaurant, `reason` kept for
 * the customer, refunded at once) made only while the order is still `placed`: the same conditional
 * UPDATE that cancels it checks that, so against a racing Accept exactly one wins. Refused: 404, 403 or
 * 409 (accepted already, or no longer pending).
 */
export async function rejectRestaurantOrder(
  restaurantId: string,
  orderId: string,
  reason: string,
  now: Date = new Date(),
): Promise<CancelResult> {
  await changeOrderStatus({ type: "restaurant", restaurantId }, orderId, "cancelled", now, reason, { reason });
  const refund = await refundOrder(orderId);
  return { order: await readApiOrder(orderId), refund };
}

/**
 * The platform's staff cancel an order that is not delivered or cancelled (issue 33): the restaurant's cancel (status,
 * event, messages, the delivery leg ended) with cancelledBy "admin" and `reason` kept for the customer. `within` runs
 * in the cancel's transaction (the admin's refund and audit entry), so either all of it commits or nothing does. No
 * refund of the whole payment follows: the admin chose full, partial or none, and refundOrder below leaves an order
 * an admin cancelled alone. Unknown or unpaid 404; delivered or cancelled already 409.
 */
export async function cancelOrderAsAdmin(orderId: string, reason: string, within: WithinMove): Promise<void> {
  await changeOrderStatus({ type: "admin" }, orderId, "cancelled", new Date(), reason, undefined, within);
}

/** The kitchen's status of an order, for the job that decides whether a rejection still has work left. */
export async function kitchenStatusOf(
  orderId: string,
): Promise<{ restaurantId: string; kitchenStatus: KitchenStatus } | null> {
  return db().order.findUnique({ where: { id: orderId }, select: { restaurantId: true, kitchenStatus: true } });
}

/**
 * The acting owner moves one of their restaurant's orders on (issue 6's updateOrderStatus; another
 * restaurant's: 403); setting the status it has is a no-op.
 */
export async function updateOrderStatusAsOwner(owner: SessionUser, orderId: string, to: WireStatus): Promise<ApiOrder> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can change its orders");
  const current = await db().order.findUnique({ where: { id: orderId }, select: { status: true, restaurantId: true } });
  if (current && current.restaurantId === restaurantId && toWireStatus(current.status) === to) {
    return readApiOrder(orderId);
  }
  if (to === "cancelled") return (await cancelRestaurantOrder(restaurantId, orderId)).order;
  if (current && current.restaurantId === restaurantId) await refuseWhileRiderCarries(orderId);
  // A delivery flagged after five wrong codes that the owner now delivers is closed with it: the rider is paid and
  // free again (lib/riders/close.ts).
  // A delivery still looking for a rider is taken over by the restaurant the moment it moves the order itself.
  const closeFlagged: WithinMove | undefined =
    to === "delivered"
      ? async (tx, now) => {
          await selfDeliverySearchingOrder(tx, orderId, now);
          await closeDelivery(tx, orderId, now, { flagged: true, required: false });
        }
      : to === "out for delivery"
        ? async (tx, now) => void (await selfDeliverySearchingOrder(tx, orderId, now))
        : undefined;
  await changeOrderStatus(
    { type: "restaurant", restaurantId },
    orderId,
    to,
    new Date(),
    undefined,
    undefined,
    closeFlagged,
  );
  return readApiOrder(orderId);
}

const RIDER_CARRIES_ORDER = "A delivery partner is carrying this order";

/**
 * The owner's dropdown (and the owner's cash collection) stays out of an order a delivery partner has in hand
 * (issue 32): while its platform delivery is assigned or picked up, the rider's calls move it (409 here). A
 * delivery flagged after five wrong codes is the restaurant's again: the rider has called it.
 */
export async function refuseWhileRiderCarries(orderId: string): Promise<void> {
  const carried = await db().delivery.count({
    where: { orderId, state: { in: ["assigned", "picked_up"] }, flaggedAt: null },
  });
  if (carried > 0) throw new AppError(409, RIDER_CARRIES_ORDER);
}

/**
 * A delivery partner moves the order it carries (issue 32): `out for delivery` when picked up, `delivered` at the
 * door, through the same state machine, event, messages and live update as the owner's dropdown. `within` runs in
 * the same transaction (the delivery row, the pay, the cash): if it throws, nothing changes. Another rider's order
 * 403, one the kitchen has not accepted or that is past this step 409, unknown 404.
 */
export async function moveOrderAsRider(
  riderId: string,
  orderId: string,
  to: "out for delivery" | "delivered",
  within: WithinMove,
  now: Date = new Date(),
): Promise<void> {
  await changeOrderStatus({ type: "rider", riderId }, orderId, to, now, undefined, undefined, within);
}
