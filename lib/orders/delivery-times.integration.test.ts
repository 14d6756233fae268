// The delivery's times and the estimate (issue 30 part 6) on a real PostgreSQL: the status change writes
// outForDeliveryAt and deliveredAt once, the answers carry them with estimatedDeliveryBy through every
// step, and the migration's backfill takes them from the order's events.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { acceptOrder, markOrderPreparing, markOrderReady } from "@/lib/kitchen/service";
import { TRAVEL_MINUTES } from "@/lib/orders/estimate";
import { updateOrderStatusAsOwner } from "@/lib/orders/service";
import { createPaidOrder, createUser } from "@/tests/support/factories";
import { listOrders } from "@/tests/support/order-calls";
import { ownerSession, post } from "@/tests/support/owner-calls";
import { bearerHeaders } from "@/tests/support/session";

const MINUTE = 60_000;

async function timesOf(orderId: string) {
  return db().order.findUniqueOrThrow({
    where: { id: orderId },
    select: { outForDeliveryAt: true, deliveredAt: true, paidAt: true, readyBy: true, readyAt: true },
  });
}

async function newOrder() {
  const session = await ownerSession();
  await db().restaurant.update({ where: { id: session.restaurant.id }, data: { defaultPrepMinutes: 25 } });
  const customer = await createUser("customer");
  const order = await createPaidOrder(customer.id, session.restaurant.id);
  const customerHeaders = await bearerHeaders(customer);
  /** The order as the customer's Past Orders reads it. */
  const seen = async () => {
    const answer = await listOrders({ _id: customer.id }, customerHeaders);
    expect(answer.status).toBe(200);
    return answer.body.orders.find((o: { _id: string }) => o._id === order.id);
  };
  return { ...session, customer, order, seen };
}

describe("the delivery's times and the estimate", () => {
  it("move with every step, the times written once, as the customer's list and the owner's answer show them", async () => {
    const { user, headers, order, seen } = await newOrder();
    const start = await timesOf(order.id);

    // placed: paid + the restaurant's usual 25 minutes + travel
    expect(await seen()).toMatchObject({ outForDeliveryAt: null, deliveredAt: null });
    expect(Date.parse((await seen()).estimatedDeliveryBy)).toBe(
      start.paidAt!.getTime() + (25 + TRAVEL_MINUTES) * MINUTE,
    );

    // accepted with 10 minutes: the promise + travel
    await acceptOrder(user, order.id, 10);
    const accepted = await seen();
    expect(Date.parse(accepted.estimatedDeliveryBy)).toBe(Date.parse(accepted.readyBy) + TRAVEL_MINUTES * MINUTE);
    await markOrderPreparing(user, order.id);
    expect((await seen()).estimatedDeliveryBy).toBe(accepted.estimatedDeliveryBy);
    await markOrderReady(user, order.id);
    const ready = await seen();
    expect(Date.parse(ready.estimatedDeliveryBy)).toBe(Date.parse(ready.readyAt) + TRAVEL_MINUTES * MINUTE);

    // out for delivery through the spec's call: the answer carries the time and the estimate
    const out = await post("updateOrderStatus", { _id: order.id, status: "out for delivery" }, headers);
    expect(out.status).toBe(200);
    const leftAt = Date.parse(out.body.order.outForDeliveryAt);
    expect(leftAt).toBe((await timesOf(order.id)).outForDeliveryAt!.getTime());
    expect(Date.parse(out.body.order.estimatedDeliveryBy)).toBe(leftAt + TRAVEL_MINUTES * MINUTE);
    expect(out.body.order).toMatchObject({ deliveryStatus: "out for delivery", deliveredAt: null });
    expect(await seen()).toMatchObject({
      outForDeliveryAt: out.body.order.outForDeliveryAt,
      estimatedDeliveryBy: out.body.order.estimatedDeliveryBy,
    });

    // the same status again moves nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await updateOrderStatusAsOwner(user, order.id, "out for delivery");
    expect(again.outForDeliveryAt).toBe(out.body.order.outForDeliveryAt);

    // delivered: its time, no estimate any more; the departure kept
    const delivered = await post("updateOrderStatus", { _id: order.id, status: "delivered" }, headers);
    expect(delivered.status).toBe(200);
    expect(delivered.body.order).toMatchObject({
      deliveryStatus: "delivered",
      outForDeliveryAt: out.body.order.outForDeliveryAt,
      estimatedDeliveryBy: null,
    });
    const deliveredAt = (await timesOf(order.id)).deliveredAt!;
    expect(delivered.body.order.deliveredAt).toBe(deliveredAt.toISOString());
    expect(deliveredAt.getTime()).toBeGreaterThanOrEqual(leftAt);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await updateOrderStatusAsOwner(user, order.id, "delivered")).deliveredAt).toBe(deliveredAt.toISOString());
    // and a delivered order cannot go back out (409), its times untouched
    const back = await post("updateOrderStatus", { _id: order.id, status: "out for delivery" }, headers);
    expect(back.status).toBe(409);
    expect(await timesOf(order.id)).toMatchObject({
      outForDeliveryAt: new Date(leftAt),
      deliveredAt,
    });
    expect(await seen()).toMatchObject({ deliveredAt: deliveredAt.toISOString(), estimatedDeliveryBy: null });
  });

  it("a cancelled order has no estimate and keeps the time it left at; one never accepted still gets one", async () => {
    const { user, order, seen } = await newOrder();
    await updateOrderStatusAsOwner(user, order.id, "out for delivery");
    const left = (await timesOf(order.id)).outForDeliveryAt;
    expect(left).not.toBeNull();
    // sent out without the kitchen's steps (as before issue 30): the estimate is from its departure
    expect(Date.parse((await seen()).estimatedDeliveryBy)).toBe(left!.getTime() + TRAVEL_MINUTES * MINUTE);
    await updateOrderStatusAsOwner(user, order.id, "cancelled");
    expect(await seen()).toMatchObject({
      deliveryStatus: "cancelled",
      outForDeliveryAt: left!.toISOString(),
      deliveredAt: null,
      estimatedDeliveryBy: null,
    });
  });
});

/** The backfill of the migration that added the two columns, as it ran on the databases it met. */
const BACKFILL = readFileSync(
  path.resolve(import.meta.dirname, "../../prisma/migrations/20261127043000_order_delivery_times/migration.sql"),
  "utf8",
)
  .split(";")
  .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
  .filter((statement) => statement.startsWith("UPDATE"));

/** Rolls back what the callback wrote (the backfill touches every row; other files' rows stay as they were). */
class Rollback extends Error {}

describe("the migration's backfill", () => {
  it("takes each order's first 'out for delivery' and 'delivered' events, and leaves orders without events alone", async () => {
    expect(BACKFILL).toHaveLength(2);
    const { restaurant } = await ownerSession();
    const customer = await createUser("customer");
    const delivered = await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });
    const onTheWay = await createPaidOrder(customer.id, restaurant.id, { status: "out_for_delivery" });
    const cancelledOnTheWay = await createPaidOrder(customer.id, restaurant.id, { status: "cancelled" });
    const oldDelivered = await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));
    const event = (orderId: string, status: "out_for_delivery" | "delivered" | "cancelled", minute: number) => ({
      orderId,
      customerId: customer.id,
      restaurantId: restaurant.id,
      type: status === "cancelled" ? "order.cancelled" : "order.status",
      status,
      createdAt: at(minute),
    });
    await db().orderEvent.createMany({
      data: [
        event(delivered.id, "out_for_delivery", 10),
        event(delivered.id, "out_for_delivery", 12), // a repeated event: the first one counts
        event(delivered.id, "delivered", 40),
        event(onTheWay.id, "out_for_delivery", 15),
        event(cancelledOnTheWay.id, "out_for_delivery", 20),
        event(cancelledOnTheWay.id, "cancelled", 30),
      ],
    });

    let after: Record<string, { outForDeliveryAt: Date | null; deliveredAt: Date | null }> = {};
    await db()
      .$transaction(async (tx) => {
        for (const statement of BACKFILL) await tx.$executeRawUnsafe(statement);
        const rows = await tx.order.findMany({
          where: { id: { in: [delivered.id, onTheWay.id, cancelledOnTheWay.id, oldDelivered.id] } },
          select: { id: true, outForDeliveryAt: true, deliveredAt: true },
        });
        after = Object.fromEntries(rows.map(({ id, ...times }) => [id, times]));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });

    expect(after[delivered.id]).toEqual({ outForDeliveryAt: at(10), deliveredAt: at(40) });
    expect(after[onTheWay.id]).toEqual({ outForDeliveryAt: at(15), deliveredAt: null });
    expect(after[cancelledOnTheWay.id]).toEqual({ outForDeliveryAt: at(20), deliveredAt: null });
    expect(after[oldDelivered.id]).toEqual({ outForDeliveryAt: null, deliveredAt: null });
  });
});
