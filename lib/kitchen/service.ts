import "server-only";
import { z } from "zod";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { startDelivery } from "@/lib/dispatch/service";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { enqueueAll, type JobToWrite } from "@/lib/jobs/enqueue";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import type { KitchenSettings, KitchenSettingsInput } from "@/lib/kitchen/contract";
import {
  acceptDeadline,
  kitchenConflict,
  kitchenSources,
  kitchenTarget,
  NOT_ACCEPTED_REASON,
  readyByOf,
  type KitchenAction,
} from "@/lib/kitchen/status";
import { notifyOrderEvent } from "@/lib/orders/notifications";
import { readApiOrder } from "@/lib/orders/list";
import { refundCancelledOrder } from "@/lib/orders/refunds";
import { kitchenStatusOf, rejectRestaurantOrder, type CancelResult } from "@/lib/orders/service";
import type { ApiOrder } from "@/lib/orders/contract";
import { toWireStatus } from "@/lib/orders/status";

// The kitchen's side of an order (issue 30): accept with a preparation time, start preparing, mark
// ready, or reject (cancelled and refunded through the owner's cancel, lib/orders/service.ts). Each
// step is one conditional UPDATE (the state machine in lib/kitchen/status.ts is its WHERE), an
// OrderEvent for the live streams and the customer's push, in one transaction. A paid order is accepted
// at once when the restaurant auto-accepts, or else waits for the owner with a job that rejects it when
// the accept window passes.

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

/**
 * Why an owner's kitchen step changed nothing: the order is not there (or was never paid) 404, another
 * restaurant's 403, no longer pending 409, or its kitchen status does not allow the step 409.
 */
async function refusal(tx: Prisma.TransactionClient, restaurantId: string, orderId: string, action: KitchenAction) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { restaurantId: true, status: true, paymentStatus: true, kitchenStatus: true },
  });
  if (!order || order.paymentStatus === "awaiting_payment" || order.paymentStatus === "failed") {
    return notFound("Order");
  }
  if (order.restaurantId !== restaurantId) return forbidden("This order is not for your restaurant");
  if (order.status !== "pending" && order.kitchenStatus !== "rejected") {
    return new AppError(409, `This order is ${toWireStatus(order.status)} and its kitchen status cannot change`);
  }
  return new AppError(409, kitchenConflict(order.kitchenStatus, action));
}

/**
 * Moves a paid, pending order of `restaurantId` one kitchen step on: one conditional UPDATE decides (of
 * two racing steps exactly one wins), then its event and the customer's push commit with it.
 */
async function stepKitchen(
  tx: Prisma.TransactionClient,
  restaurantId: string,
  orderId: string,
  action: Exclude<KitchenAction, "reject">,
  data: Prisma.OrderUpdateManyMutationInput,
  now: Date,
): Promise<Wake | null> {
  const { count } = await tx.order.updateMany({
    where: {
      id: orderId,
      restaurantId,
      // Paid, or placed for cash or UPI on delivery (collected at the door).
      paymentStatus: { in: ["paid", "cod_due"] },
      status: "pending",
      kitchenStatus: { in: kitchenSources(action) },
    },
    data: { ...data, kitchenStatus: kitchenTarget(action) },
  });
  if (count === 0) return null;
  const event = await tx.orderEvent.create({
    data: {
      orderId,
      customerId: (await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { customerId: true } }))
        .customerId,
      restaurantId,
      type: "order.kitchen",
      status: "pending",
      kitchenStatus: kitchenTarget(action),
    },
    select: { id: true, customerId: true, restaurantId: true },
  });
  await notifyOrderEvent(tx, { orderId, eventId: event.id, type: "order.kitchen" });
  // A restaurant whose riders are the platform's: its delivery starts looking for a rider (issue 32).
  if (action === "accept") await startDelivery(tx, orderId, now);
  return wakeOf(event);
}

/** An owner's step: the step, or its refusal (404, 403, 409) with nothing changed. */
async function ownerStep(
  owner: SessionUser,
  orderId: string,
  action: Exclude<KitchenAction, "reject">,
  data: (now: Date) => Prisma.OrderUpdateManyMutationInput,
  now: Date,
): Promise<ApiOrder> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can change its orders");
  const wake = await db().$transaction(async (tx) => {
    const moved = await stepKitchen(tx, restaurantId, orderId, action, data(now), now);
    if (!moved) throw await refusal(tx, restaurantId, orderId, action);
    return moved;
  }, TX_OPTIONS);
  await publishOrderEvents([wake]);
  return readApiOrder(orderId);
}

const acceptData = (prepMinutes: number) => (now: Date) => ({
  acceptedAt: now,
  prepMinutes,
  readyBy: readyByOf(now, prepMinutes),
});

/** POST /api/acceptOrder: the owner accepts a new order, promising it ready in `prepMinutes`. */
export function acceptOrder(owner: SessionUser, orderId: string, prepMinutes: number, now = new Date()) {
  return ownerStep(owner, orderId, "accept", acceptData(prepMinutes), now);
}

/** POST /api/markOrderPreparing: the kitchen starts on an accepted order. */
export function markOrderPreparing(owner: SessionUser, orderId: string, now = new Date()) {
  return ownerStep(owner, orderId, "prepare", (at) => ({ preparingAt: at }), now);
}

/** POST /api/markOrderReady: the food of an accepted (or preparing) order is ready. */
export function markOrderReady(owner: SessionUser, orderId: string, now = new Date()) {
  return ownerStep(owner, orderId, "ready", (at) => ({ readyAt: at }), now);
}

/**
 * POST /api/rejectOrder: the owner rejects a new order; it is cancelled and refunded at once and the
 * customer reads `reason` (their cancel toast, push and refund mail).
 */
export function rejectOrder(
  owner: SessionUser,
  orderId: string,
  reason: string,
  now = new Date(),
): Promise<CancelResult> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can change its orders");
  return rejectRestaurantOrder(restaurantId, orderId, reason, now);
}

/** The order's columns the kitchen's answer to a new order needs (lib/checkout/placed-order.ts reads them with the rest). */
export const kitchenPaidOrderSelect = {
  restaurantId: true,
  restaurant: { select: { autoAccept: true, defaultPrepMinutes: true, acceptWindowMinutes: true } },
} as const satisfies Prisma.OrderSelect;

type KitchenPaidOrder = Prisma.OrderGetPayload<{ select: typeof kitchenPaidOrderSelect }>;

/**
 * What a newly paid order does in the kitchen, inside the paying transaction (lib/checkout/payment.ts
 * markPaid, lib/checkout/place-order.ts): accepted at once with the default preparation time when the
 * restaurant auto-accepts (its wake is returned, for the caller to publish after the commit), else a job
 * that rejects it when the accept window has passed without an answer. `alongside` are the caller's jobs
 * (the order's announcement), written with that job in one statement: each costs the write path about a
 * millisecond (docs/performance.md, "Fewer statements per checkout").
 */
export async function onOrderPaid(
  tx: Prisma.TransactionClient,
  orderId: string,
  paidAt: Date,
  known?: KitchenPaidOrder,
  alongside: readonly JobToWrite[] = [],
): Promise<Wake | null> {
  const { restaurantId, restaurant } =
    known ?? (await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: kitchenPaidOrderSelect }));
  if (restaurant.autoAccept) {
    await enqueueAll(tx, alongside);
    return stepKitchen(tx, restaurantId, orderId, "accept", acceptData(restaurant.defaultPrepMinutes)(paidAt), paidAt);
  }
  await enqueueAll(tx, [
    ...alongside,
    {
      queue: "kitchen",
      data: { kind: "auto-reject", orderId },
      key: `auto-reject:${orderId}`,
      startAfter: acceptDeadline(paidAt, restaurant.acceptWindowMinutes),
    },
  ]);
  return null;
}

/**
 * The accept window's end: rejects and refunds the order only if it is still `placed` (the conditional
 * UPDATE of rejectRestaurantOrder, so against the owner's Accept at the same instant one wins). A retry
 * after the rejection committed only finishes its refund, which is never made twice.
 */
export async function autoRejectOrder(orderId: string, now = new Date()): Promise<"rejected" | "refunded" | "kept"> {
  const order = await kitchenStatusOf(orderId);
  if (!order) return "kept";
  if (order.kitchenStatus === "placed") {
    try {
      await rejectRestaurantOrder(order.restaurantId, orderId, NOT_ACCEPTED_REASON, now);
      return "rejected";
    } catch (error) {
      // Accepted, or cancelled by the customer, at the same instant: theirs stands.
      if (!(error instanceof AppError && error.status === 409)) throw error;
      return "kept";
    }
  }
  if (order.kitchenStatus === "rejected") {
    await refundCancelledOrder(orderId);
    return "refunded";
  }
  return "kept";
}

const KitchenJobSchema = z.object({ kind: z.literal("auto-reject"), orderId: z.string().min(1), key: z.string() });

/** The `kitchen` queue's handler (lib/jobs/handlers.ts). */
export async function runKitchenJob(raw: unknown): Promise<{ outcome: string }> {
  const job = KitchenJobSchema.parse(raw);
  return { outcome: await autoRejectOrder(job.orderId) };
}

const settingsSelect = {
  acceptWindowMinutes: true,
  autoAccept: true,
  defaultPrepMinutes: true,
} as const satisfies Prisma.RestaurantSelect;

/** GET /api/kitchenSettings: the acting owner's accept window and auto-accept. */
export async function getKitchenSettings(owner: SessionUser): Promise<KitchenSettings> {
  const restaurantId = ownRestaurantId(owner);
  const row = await db().restaurant.findUnique({ where: { id: restaurantId }, select: settingsSelect });
  if (!row) throw notFound("Restaurant");
  return row;
}

/** POST /api/updateKitchenSettings: saves them; orders already waiting keep the window they were given. */
export async function updateKitchenSettings(owner: SessionUser, input: KitchenSettingsInput): Promise<KitchenSettings> {
  const restaurantId = ownRestaurantId(owner);
  const { count } = await db().restaurant.updateMany({ where: { id: restaurantId, ownerId: owner.id }, data: input });
  if (count === 0) throw notFound("Restaurant");
  return db().restaurant.findUniqueOrThrow({ where: { id: restaurantId }, select: settingsSelect });
}
