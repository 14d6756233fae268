// The spec's statuses follow the rider (issue 32 parts 5 and 7): "picked up" moves the order out for delivery and
// "delivered" (with the customer's 4-digit code, 5 tries, or no-contact with a photo of the door) delivers it, each
// exactly as the owner's dropdown would (times, events, messages); the rider's pay and tip go to the ledger, which
// balances; a cash order is collected by the rider as the owner's markCodCollected records it, the cash held by the
// rider. Another rider's order is 403; the owner's dropdown is 409 while a rider carries the order.
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getSettlement } from "@/lib/money/settlement-service";
import { istDate } from "@/lib/money/settlement";
import { listOrders } from "@/tests/support/order-calls";
import { POST as markCodCollected } from "@/app/api/(orders)/markCodCollected/route";
import { get as ownerGet, post as ownerPost, uploadedImage } from "@/tests/support/owner-calls";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { bearerHeaders, jsonPost } from "@/tests/support/session";
import {
  giveDelivery,
  platformKitchen,
  riderEarnings,
  riderMe,
  riderOrder,
  riderPost,
  riderSession,
} from "@/tests/support/rider-calls";

// The door photos uploaded here go to a folder of this file's own.
const dataDir = setTemporaryDataDir();
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Sums of the ledger entries of an order by kind, and every event's balance. */
async function ledgerOf(orderId: string) {
  const entries = await db().ledgerEntry.findMany({ where: { orderId } });
  const byEvent = new Map<string, number>();
  for (const e of entries)
    byEvent.set(`${e.kind}:${e.event}`, (byEvent.get(`${e.kind}:${e.event}`) ?? 0) + e.amountPaise);
  const amount = (kind: string, account: string) =>
    entries.filter((e) => e.kind === kind && e.account === account).reduce((sum, e) => sum + e.amountPaise, 0);
  return { entries, byEvent, amount };
}

async function ownerHeadersOf(restaurant: { id: string; ownerId: string }) {
  const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  return bearerHeaders(owner, restaurant.id);
}

async function customerHeadersOf(customerId: string) {
  return bearerHeaders(await db().user.findUniqueOrThrow({ where: { id: customerId } }));
}

describe("picked up", () => {
  it("moves the order out for delivery as the owner's dropdown would, and both order lists show it", async () => {
    const rider = await riderSession({ online: true, username: "Imran Khan" });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id);

    const picked = await riderPost("pickedUp", { _id: order.id }, rider.headers);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.delivery).toMatchObject({ _id: order.id, state: "picked_up" });

    const row = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { delivery: true } });
    expect(row.status).toBe("out_for_delivery");
    expect(row.outForDeliveryAt).not.toBeNull();
    expect(row.delivery).toMatchObject({ state: "picked_up" });
    expect(row.delivery!.pickedUpAt).not.toBeNull();
    const events = await db().orderEvent.findMany({ where: { orderId: order.id, type: "order.status" } });
    expect(events.map((e) => e.status)).toEqual(["out_for_delivery"]);

    const mine = await listOrders({ _id: kitchen.customer.id }, await customerHeadersOf(kitchen.customer.id));
    const listed = mine.body.orders.find((o: { _id: string }) => o._id === order.id);
    expect(listed).toMatchObject({
      deliveryStatus: "out for delivery",
      delivery: { state: "picked_up", rider: { firstName: "Imran", vehicle: "scooter" }, code: "4821" },
    });
    const ownerHeaders = await ownerHeadersOf(kitchen.restaurant);
    const theirs = await ownerGet("getOrdersByRestaurantId", { _id: kitchen.restaurant.id }, ownerHeaders);
    const seen = theirs.body.orders.find((o: { _id: string }) => o._id === order.id);
    expect(seen).toMatchObject({ deliveryStatus: "out for delivery", delivery: { state: "picked_up", code: null } });

    // Twice: 409, nothing more written.
    expect((await riderPost("pickedUp", { _id: order.id }, rider.headers)).status).toBe(409);
    expect(await db().orderEvent.count({ where: { orderId: order.id, type: "order.status" } })).toBe(1);
  });

  it("refuses before the kitchen accepted (409), another rider's order (403) and an unknown one (404)", async () => {
    const rider = await riderSession({ online: true });
    const other = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const waiting = await riderOrder(kitchen, { kitchenStatus: "placed" });
    await giveDelivery(waiting, rider.user.id);
    const early = await riderPost("pickedUp", { _id: waiting.id }, rider.headers);
    expect(early).toEqual({ status: 409, body: { message: "The kitchen has not accepted this order yet" } });

    const order = await riderOrder(kitchen);
    await giveDelivery(order, other.user.id);
    const stolen = await riderPost("pickedUp", { _id: order.id }, rider.headers);
    expect(stolen).toEqual({ status: 403, body: { message: "This delivery is another rider's" } });
    const stolenDelivery = await riderPost("deliverOrder", { _id: order.id, code: "4821" }, rider.headers);
    expect(stolenDelivery.status).toBe(403);
    expect((await riderPost("pickedUp", { _id: "c".repeat(25) }, rider.headers)).status).toBe(404);
    const unchanged = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(unchanged.status).toBe("pending");
  });

  it("keeps the owner's dropdown out while a rider carries the order (409)", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id);
    const owner = await ownerHeadersOf(kitchen.restaurant);
    const moved = await ownerPost("updateOrderStatus", { _id: order.id, status: "out for delivery" }, owner);
    expect(moved).toEqual({ status: 409, body: { message: "A delivery partner is carrying this order" } });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
  });
});

describe("delivered", () => {
  it("with the right code: delivered, the rider's pay and tip in a balanced ledger, and the day's earnings", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen, { tipPaise: 4000 });
    await giveDelivery(order, rider.user.id, { state: "picked_up", distanceMeters: 5260 });
    await db().order.update({
      where: { id: order.id },
      data: { status: "out_for_delivery", outForDeliveryAt: new Date() },
    });

    const delivered = await riderPost("deliverOrder", { _id: order.id, code: "4821" }, rider.headers);
    // 2500 + 800 x 5.3 km = 6740
    expect(delivered).toEqual({
      status: 200,
      body: { message: "Delivered. Thank you!", _id: order.id, payPaise: 6740, tipPaise: 4000, cashCollectedPaise: 0 },
    });
    const row = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { delivery: true } });
    expect(row.status).toBe("delivered");
    expect(row.deliveredAt).not.toBeNull();
    expect(row.delivery).toMatchObject({ state: "delivered", payPaise: 6740, cashCollectedPaise: 0 });
    expect(await db().orderEvent.count({ where: { orderId: order.id, status: "delivered" } })).toBe(1);

    const ledger = await ledgerOf(order.id);
    for (const [event, sum] of ledger.byEvent) expect(sum, event).toBe(0);
    expect(ledger.amount("rider_pay", "delivery")).toBe(-6740);
    expect(ledger.amount("rider_pay", "delivery_tips")).toBe(-4000);
    expect(ledger.amount("rider_pay", "rider_payable")).toBe(10_740);
    // The tip the customer paid is exactly what goes to the rider.
    expect(ledger.amount("order_paid", "delivery_tips") + ledger.amount("rider_pay", "delivery_tips")).toBe(0);

    const earnings = await riderEarnings(rider.headers);
    expect(earnings.status).toBe(200);
    expect(earnings.body).toMatchObject({
      date: istDate(new Date()),
      totals: { deliveries: 1, payPaise: 6740, tipsPaise: 4000, cashHeldPaise: 0 },
    });
    expect(earnings.body.deliveries).toEqual([
      {
        _id: order.id,
        restaurant: kitchen.restaurant.name,
        deliveredAt: row.delivery!.deliveredAt!.toISOString(),
        distanceMeters: 5260,
        payPaise: 6740,
        tipPaise: 4000,
        cashCollectedPaise: 0,
      },
    ]);
    const yesterday = await riderEarnings(rider.headers, "2026-01-01");
    expect(yesterday.body).toEqual({
      date: "2026-01-01",
      deliveries: [],
      totals: { deliveries: 0, payPaise: 0, tipsPaise: 0, cashHeldPaise: 0 },
    });
    expect((await riderEarnings(rider.headers, "2026-13-45")).status).toBe(422);
    const me = await riderMe(rider.headers);
    expect(me.body.today).toEqual({ deliveries: 1, payPaise: 6740, tipsPaise: 4000, cashHeldPaise: 0 });
    expect(me.body.delivery).toBeNull();
    // Free again: may go offline.
    expect((await riderPost("online", { online: false }, rider.headers)).status).toBe(200);
  });

  it("uses the pay dispatch set when there is one", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id, { state: "picked_up", distanceMeters: 2000, payPaise: 5555 });
    await db().order.update({
      where: { id: order.id },
      data: { status: "out_for_delivery", outForDeliveryAt: new Date() },
    });
    const delivered = await riderPost("deliverOrder", { _id: order.id, code: "4821" }, rider.headers);
    expect(delivered.body.payPaise).toBe(5555);
  });

  it("counts wrong codes (422 with tries left), flags the order after 5 (409, call the restaurant)", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id, { state: "picked_up" });
    await db().order.update({
      where: { id: order.id },
      data: { status: "out_for_delivery", outForDeliveryAt: new Date() },
    });

    for (const left of [4, 3, 2, 1]) {
      const wrong = await riderPost("deliverOrder", { _id: order.id, code: "0000" }, rider.headers);
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe(`That code is not right: ${left} ${left === 1 ? "try" : "tries"} left`);
      expect((await riderMe(rider.headers)).body.delivery.codeTriesLeft).toBe(left);
    }
    const fifth = await riderPost("deliverOrder", { _id: order.id, code: "1111" }, rider.headers);
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toMatch(/^Call the restaurant/);
    // Now even the right code is refused: the restaurant decides.
    const right = await riderPost("deliverOrder", { _id: order.id, code: "4821" }, rider.headers);
    expect(right.status).toBe(409);

    const row = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { delivery: true } });
    expect(row.status).toBe("out_for_delivery");
    expect(row.delivery).toMatchObject({ codeTries: 5, state: "picked_up" });
    expect(row.delivery!.flaggedAt).not.toBeNull();
    expect((await riderMe(rider.headers)).body.delivery).toMatchObject({ codeTriesLeft: 0, flagged: true });
    const customers = await listOrders({ _id: kitchen.customer.id }, await customerHeadersOf(kitchen.customer.id));
    expect(customers.body.orders.find((o: { _id: string }) => o._id === order.id).delivery.flagged).toBe(true);
    expect(await db().ledgerEntry.count({ where: { orderId: order.id, kind: "rider_pay" } })).toBe(0);

    // Flagged, the order is the restaurant's again: its dropdown may deliver it.
    const owner = await ownerHeadersOf(kitchen.restaurant);
    expect((await ownerPost("updateOrderStatus", { _id: order.id, status: "delivered" }, owner)).status).toBe(200);
    // ...and the delivery closes with it: the rider is paid for the trip and free again.
    expect(await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({
      state: "delivered",
    });
    const ledger = await ledgerOf(order.id);
    for (const [event, sum] of ledger.byEvent) expect(sum, event).toBe(0);
    expect(ledger.amount("rider_pay", "rider_payable")).toBeGreaterThan(0);
    expect((await riderMe(rider.headers)).body.delivery).toBeNull();
  });

  it("refuses delivering before pick-up (409) and a malformed code (422)", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id);
    const early = await riderPost("deliverOrder", { _id: order.id, code: "4821" }, rider.headers);
    expect(early).toEqual({ status: 409, body: { message: "Mark the order picked up first" } });
    expect((await riderPost("deliverOrder", { _id: order.id, code: "48" }, rider.headers)).status).toBe(422);
    expect((await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } })).codeTries).toBe(0);
  });

  it("no-contact: with a photo of the door the rider uploaded, once", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id, { state: "picked_up" });
    await db().order.update({
      where: { id: order.id },
      data: { status: "out_for_delivery", outForDeliveryAt: new Date() },
    });
    const someoneElses = await uploadedImage(kitchen.customer.id, "UserProfileImages");
    const refused = await riderPost(
      "deliverOrder",
      { _id: order.id, noContact: true, photo: someoneElses.publicId },
      rider.headers,
    );
    expect(refused.status).toBe(422);
    const photo = await uploadedImage(rider.user.id, "UserProfileImages");
    const done = await riderPost(
      "deliverOrder",
      { _id: order.id, noContact: true, photo: photo.publicId },
      rider.headers,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const row = await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(row).toMatchObject({ state: "delivered", noContact: true, doorPhotoUrl: photo.url });
    expect(
      (await db().uploadedImage.findUniqueOrThrow({ where: { publicId: photo.publicId } })).attachedAt,
    ).not.toBeNull();
  });
});

describe("cash on delivery, collected by the rider", () => {
  it("records the money as markCodCollected does, the cash held by the rider, and keeps the ledger balanced", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen, { cod: true, tipPaise: 2000 });
    await giveDelivery(order, rider.user.id, { distanceMeters: 3000 });
    expect((await riderPost("pickedUp", { _id: order.id }, rider.headers)).status).toBe(200);
    expect((await riderMe(rider.headers)).body.delivery.cashToCollectPaise).toBe(order.totalPaise);

    const unsaid = await riderPost("deliverOrder", { _id: order.id, code: "4821" }, rider.headers);
    expect(unsaid.status).toBe(422);
    const noContact = await riderPost("deliverOrder", { _id: order.id, noContact: true, photo: "x" }, rider.headers);
    expect(noContact.status).toBe(422);

    const done = await riderPost("deliverOrder", { _id: order.id, code: "4821", collected: "cash" }, rider.headers);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ payPaise: 2500 + 2400, tipPaise: 2000, cashCollectedPaise: order.totalPaise });

    const row = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { delivery: true } });
    expect(row).toMatchObject({ status: "delivered", paymentStatus: "paid", codCollectedVia: "cash" });
    expect(row.codCollectedAt).not.toBeNull();
    expect(row.delivery).toMatchObject({ cashCollectedPaise: order.totalPaise, cashSettledAt: null });
    expect(await db().invoice.count({ where: { orderId: order.id, kind: "invoice" } })).toBe(1);

    const ledger = await ledgerOf(order.id);
    for (const [event, sum] of ledger.byEvent) expect(sum, event).toBe(0);
    expect(-ledger.amount("order_paid", "customer")).toBe(order.totalPaise);
    expect(ledger.amount("rider_cash", "rider_cash")).toBe(order.totalPaise);
    expect(ledger.amount("rider_cash", "rider_payable")).toBe(-order.totalPaise);

    const me = await riderMe(rider.headers);
    expect(me.body.today).toMatchObject({ deliveries: 1, cashHeldPaise: order.totalPaise });
    const earnings = await riderEarnings(rider.headers);
    expect(earnings.body.totals.cashHeldPaise).toBe(order.totalPaise);
    // The restaurant did not take that cash: its settlement does not count it as kept.
    const settlement = await getSettlement(
      {
        ...(await db().user.findUniqueOrThrow({ where: { id: kitchen.restaurant.ownerId } })),
        restaurantId: kitchen.restaurant.id,
        sessionId: "test",
      },
      { from: istDate(new Date()), to: istDate(new Date()), by: "day" },
    );
    expect(settlement.totals.cashCollectedPaise).toBe(0);
  });

  it("by UPI: paid, nothing held by the rider", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen, { cod: true });
    await giveDelivery(order, rider.user.id);
    expect((await riderPost("pickedUp", { _id: order.id }, rider.headers)).status).toBe(200);
    const done = await riderPost("deliverOrder", { _id: order.id, code: "4821", collected: "upi" }, rider.headers);
    expect(done.body.cashCollectedPaise).toBe(0);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paymentStatus: "paid",
      codCollectedVia: "upi",
    });
    expect(await db().ledgerEntry.count({ where: { orderId: order.id, kind: "rider_cash" } })).toBe(0);
    // The owner cannot collect it again.
    const owner = await ownerHeadersOf(kitchen.restaurant);
    const again = await markCodCollected(jsonPost("/api/markCodCollected", { _id: order.id, via: "cash" }, owner));
    expect(again.status).toBe(409);
  });
});
