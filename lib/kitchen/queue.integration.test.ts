// GET /api/kitchenQueue (issue 30, part 3) on a real PostgreSQL: the owner's paid orders still waiting for
// Accept or Reject, and nothing else; when each one's accept window ends; other callers refused.
import { describe, expect, it } from "vitest";
import { GET as kitchenQueueRoute } from "@/app/api/(owner)/kitchenQueue/route";
import { db } from "@/lib/db";
import { ordersOf, payAndVerify, startedCheckout } from "@/tests/support/checkout-steps";
import { createPaidOrder, createUser } from "@/tests/support/factories";
import type { Answer } from "@/tests/support/order-calls";
import { ownerSession, strangers } from "@/tests/support/owner-calls";
import { bearerHeaders } from "@/tests/support/session";

async function queueAs(headers: Record<string, string>): Promise<Answer> {
  const response = await kitchenQueueRoute(new Request("http://localhost/api/kitchenQueue", { headers }));
  return { status: response.status, body: await response.json() };
}

describe("GET /api/kitchenQueue", () => {
  it("lists only the owner's paid, uncancelled orders still placed, oldest first, with their count", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const older = await createPaidOrder(customer.id, restaurant.id, { createdAt: new Date(Date.now() - 120_000) });
    const newer = await createPaidOrder(customer.id, restaurant.id);
    // Not waiting: accepted, preparing, ready, rejected and cancelled, refunded, never paid.
    await createPaidOrder(customer.id, restaurant.id, { kitchenStatus: "accepted" });
    await createPaidOrder(customer.id, restaurant.id, { kitchenStatus: "preparing" });
    await createPaidOrder(customer.id, restaurant.id, { kitchenStatus: "ready" });
    const rejected = await createPaidOrder(customer.id, restaurant.id);
    await db().order.update({
      where: { id: rejected.id },
      data: { kitchenStatus: "rejected", status: "cancelled", cancelledBy: "restaurant" },
    });
    await createPaidOrder(customer.id, restaurant.id, { status: "cancelled", paymentStatus: "refunded" });
    const unpaid = await createPaidOrder(customer.id, restaurant.id);
    await db().order.update({ where: { id: unpaid.id }, data: { paymentStatus: "awaiting_payment" } });
    // Another restaurant's new order.
    const other = await ownerSession();
    await createPaidOrder(customer.id, other.restaurant.id);

    const answer = await queueAs(headers);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(2);
    expect(answer.body.waiting.map((order: { _id: string }) => order._id)).toEqual([older.id, newer.id]);
    expect(answer.body.waiting[0]).toEqual({
      _id: older.id,
      createdAt: older.createdAt.toISOString(),
      // No job was written for these factory orders: the restaurant's window from when they were paid.
      acceptBy: new Date(older.paidAt!.getTime() + restaurant.acceptWindowMinutes * 60_000).toISOString(),
    });

    // Accepting one leaves the other waiting.
    await db().order.update({ where: { id: older.id }, data: { kitchenStatus: "accepted" } });
    const after = await queueAs(headers);
    expect(after.body).toMatchObject({ count: 1, waiting: [{ _id: newer.id }] });
    // An owner with nothing waiting gets an empty queue.
    expect((await queueAs(other.headers)).body.count).toBe(1);
    expect((await queueAs((await ownerSession()).headers)).body).toEqual({ waiting: [], count: 0 });
  });

  it("gives an order paid through checkout the end of the window it was given, even after the settings change", async () => {
    const { customer, headers, restaurant, created } = await startedCheckout();
    await db().restaurant.update({ where: { id: restaurant.id }, data: { acceptWindowMinutes: 7 } });
    expect((await payAndVerify(created.order.id, headers)).verified.status).toBe(200);
    const [order] = await ordersOf(customer.id);
    const paidAt = order!.paidAt!;
    await db().restaurant.update({ where: { id: restaurant.id }, data: { acceptWindowMinutes: 15 } });
    const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
    const answer = await queueAs(await bearerHeaders(owner, restaurant.id));
    expect(answer.body).toEqual({
      count: 1,
      waiting: [
        {
          _id: order!.id,
          createdAt: order!.createdAt.toISOString(),
          acceptBy: new Date(paidAt.getTime() + 7 * 60_000).toISOString(),
        },
      ],
    });
  });

  it("says null for acceptBy when the restaurant auto-accepts and no job will reject the order", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id);
    await db().restaurant.update({ where: { id: restaurant.id }, data: { autoAccept: true } });
    expect((await queueAs(headers)).body).toEqual({
      count: 1,
      waiting: [{ _id: order.id, createdAt: order.createdAt.toISOString(), acceptBy: null }],
    });
  });

  it("refuses a customer (403) and a visitor (401)", async () => {
    const { customer, visitor } = await strangers();
    expect((await queueAs(customer)).status).toBe(403);
    expect((await queueAs(visitor)).status).toBe(401);
  });
});
