// Cash or UPI on delivery (issue 31 part 6): createPaymentOrder with paymentMethod "cod" places the order at once
// without the gateway (the kitchen told as of a paid order, no money recorded yet); the restaurant's settings and
// the customer's refusals at the door decide who may; at the door the owner marks it collected (paid, ledger,
// invoice, delivered; once) or refused (cancelled, no invoice, the customer pays online next); the day's
// reconciliation does not report a collected cash order, which has no gateway payment.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as previewBillRoute } from "@/app/api/(checkout)/previewBill/route";
import { POST as markCodCollectedRoute } from "@/app/api/(orders)/markCodCollected/route";
import { POST as markCodRefusedRoute } from "@/app/api/(orders)/markCodRefused/route";
import { db } from "@/lib/db";
import { COD_REFUSED_BEFORE } from "@/lib/checkout/cod-rules";
import { REFUSED_AT_DOOR } from "@/lib/checkout/cod-service";
import { reconcileDay } from "@/lib/money/reconcile-service";
import { getSettlement } from "@/lib/money/settlement-service";
import { istDate } from "@/lib/money/settlement";
import { createMenuItem } from "@/tests/support/factories";
import { checkoutBody, customerSession, listOrders, post } from "@/tests/support/order-calls";
import { ownerSession, post as ownerPost, strangers } from "@/tests/support/owner-calls";
import { jsonPost } from "@/tests/support/session";

type Headers = Record<string, string>;

async function call(route: (request: Request) => Promise<Response>, path: string, body: unknown, headers: Headers) {
  const response = await route(jsonPost(path, body, headers));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: response.status, body: (await response.json()) as any };
}
const collect = (orderId: string, via: "cash" | "upi", headers: Headers) =>
  call(markCodCollectedRoute, "/api/markCodCollected", { _id: orderId, via }, headers);
const refuse = (orderId: string, headers: Headers) =>
  call(markCodRefusedRoute, "/api/markCodRefused", { _id: orderId }, headers);
const preview = (body: unknown, headers: Headers = {}) => call(previewBillRoute, "/api/previewBill", body, headers);

/** An owner's restaurant (open all day, delivering in Hyderabad) with a ₹250 dish, and a customer. */
async function kitchenAndCustomer() {
  const owner = await ownerSession();
  const dish = await createMenuItem(owner.restaurant.id, { pricePaise: 25_000 });
  const customer = await customerSession();
  return { owner, dish, customer };
}

async function placeCod(restaurantId: string, dishId: string, headers: Headers, quantity = 1) {
  return post(
    "createPaymentOrder",
    checkoutBody(restaurantId, [{ id: dishId, quantity }], { paymentMethod: "cod" }),
    headers,
  );
}

async function outForDelivery(orderId: string, headers: Headers) {
  const moved = await ownerPost("updateOrderStatus", { _id: orderId, status: "out for delivery" }, headers);
  expect(moved.status).toBe(200);
}

describe("cash or UPI on delivery", () => {
  it("places the order at once without the gateway, tells the kitchen, and records no money yet", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const placed = await placeCod(owner.restaurant.id, dish.id, customer.headers);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ gateway: "cod", checkoutUrl: null, key: "" });
    const orderId: string = placed.body.orderId;
    expect(placed.body.order).toEqual({ id: orderId, amount: 27_000, currency: "INR", receipt: orderId });
    expect(placed.body.bill.totalPaise).toBe(27_000);

    const order = await db().order.findUniqueOrThrow({
      where: { id: orderId },
      include: { payments: true, ledger: true, invoices: true, events: true },
    });
    expect(order).toMatchObject({ paymentMethod: "cod", paymentStatus: "cod_due", status: "pending", paidAt: null });
    expect(order.payments).toEqual([]);
    expect(order.ledger).toEqual([]);
    expect(order.invoices).toEqual([]);
    expect(order.events.map((e) => e.type)).toContain("order.paid");
    // The kitchen's queue has it, as a paid order (the factory restaurant waits for Accept).
    const queued = await db().order.count({ where: { id: orderId, kitchenStatus: { in: ["placed", "accepted"] } } });
    expect(queued).toBe(1);

    // A double click answers the same order; the customer's list shows it, cash due.
    const again = await placeCod(owner.restaurant.id, dish.id, customer.headers);
    expect(again.body.orderId).toBe(orderId);
    const list = await listOrders({ _id: customer.customer.id }, customer.headers);
    expect(list.body.orders).toEqual([
      expect.objectContaining({ _id: orderId, paymentStatus: "cod_due", paymentMethod: "cod", invoiceNumber: null }),
    ]);
  });

  it("is refused with the reason when the restaurant does not take it or the bill is above its limit", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const cart = { restaurantId: owner.restaurant.id, items: [{ menuItemId: dish.id, quantity: 1 }] };
    expect((await preview(cart)).body.cod).toEqual({ allowed: true, reason: null });

    // ₹1,000 by default: 4 dishes (₹1,000 of food, free delivery) is within it, 5 is not.
    expect((await placeCod(owner.restaurant.id, dish.id, customer.headers, 4)).status).toBe(200);
    const above = await placeCod(owner.restaurant.id, dish.id, customer.headers, 5);
    expect(above.status).toBe(422);
    expect(above.body.message).toBe(
      "Cash on delivery is for bills up to ₹1,000.00 at this restaurant. Please pay online.",
    );
    const previewAbove = await preview({ ...cart, items: [{ menuItemId: dish.id, quantity: 5 }] });
    expect(previewAbove.body.cod).toEqual({ allowed: false, reason: above.body.message });

    await db().restaurant.update({ where: { id: owner.restaurant.id }, data: { acceptsCod: false } });
    const notTaken = await placeCod(owner.restaurant.id, dish.id, customer.headers, 2);
    expect(notTaken.status).toBe(422);
    expect(notTaken.body.message).toBe("This restaurant does not take cash on delivery. Please pay online.");
    expect((await preview(cart)).body.cod.allowed).toBe(false);
    // Nothing was placed by the refusals.
    expect(await db().order.count({ where: { customerId: customer.customer.id } })).toBe(1);
  });

  it("collected at the door by UPI: paid, ledger and invoice as a paid order, delivered; once", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const orderId: string = (await placeCod(owner.restaurant.id, dish.id, customer.headers)).body.orderId;

    // Not before it is out for delivery; only its restaurant's owner.
    const early = await collect(orderId, "upi", owner.headers);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/out for delivery first/);
    await outForDelivery(orderId, owner.headers);
    const others = await strangers();
    expect((await collect(orderId, "upi", others.otherOwner)).status).toBe(403);
    expect((await collect(orderId, "upi", others.customer)).status).toBe(403);
    expect((await collect(orderId, "upi", others.visitor)).status).toBe(401);

    const collected = await collect(orderId, "upi", owner.headers);
    expect(collected.status).toBe(200);
    expect(collected.body.message).toBe("Paid by UPI at the door");
    expect(collected.body.order).toMatchObject({
      _id: orderId,
      paymentStatus: "paid",
      paymentMethod: "cod",
      codCollectedVia: "upi",
      deliveryStatus: "delivered",
    });
    expect(collected.body.order.invoiceNumber).toEqual(expect.any(String));
    expect(collected.body.order.codCollectedAt).toEqual(expect.any(String));

    const ledger = await db().ledgerEntry.findMany({ where: { orderId } });
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0);
    expect(ledger.find((e) => e.account === "customer")?.amountPaise).toBe(-27_000);
    expect(await db().invoice.count({ where: { orderId, kind: "invoice" } })).toBe(1);

    const twice = await collect(orderId, "cash", owner.headers);
    expect(twice.status).toBe(409);
    expect(await db().ledgerEntry.count({ where: { orderId } })).toBe(ledger.length);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ codCollectedVia: "upi" });

    // An online order has nothing to collect.
    const online = await post(
      "createPaymentOrder",
      checkoutBody(owner.restaurant.id, [{ id: dish.id }]),
      customer.headers,
    );
    expect((await collect(online.body.orderId, "cash", owner.headers)).status).toBe(404);
  });

  it("refused at the door: cancelled without an invoice, and the customer pays online until it is paid", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const orderId: string = (await placeCod(owner.restaurant.id, dish.id, customer.headers)).body.orderId;
    expect((await refuse(orderId, owner.headers)).status).toBe(409);
    await outForDelivery(orderId, owner.headers);

    const refused = await refuse(orderId, owner.headers);
    expect(refused.status).toBe(200);
    expect(refused.body.order).toMatchObject({
      deliveryStatus: "cancelled",
      cancelledBy: "restaurant",
      cancelReason: REFUSED_AT_DOOR,
      paymentStatus: "cod_due",
      invoiceNumber: null,
      refund: null,
    });
    expect(refused.body.order.codRefusedAt).toEqual(expect.any(String));
    expect((await refuse(orderId, owner.headers)).status).toBe(409);
    expect((await collect(orderId, "cash", owner.headers)).status).toBe(409);
    expect(await db().invoice.count({ where: { orderId } })).toBe(0);
    expect(await db().ledgerEntry.count({ where: { orderId } })).toBe(0);

    const next = await placeCod(owner.restaurant.id, dish.id, customer.headers, 2);
    expect(next.status).toBe(422);
    expect(next.body.message).toBe(COD_REFUSED_BEFORE);
    const cart = { restaurantId: owner.restaurant.id, items: [{ menuItemId: dish.id, quantity: 1 }] };
    expect((await preview(cart, customer.headers)).body.cod).toEqual({ allowed: false, reason: COD_REFUSED_BEFORE });
    // A visitor (or another customer) may still choose it; the customer may still pay online.
    expect((await preview(cart)).body.cod.allowed).toBe(true);
    const online = await post(
      "createPaymentOrder",
      checkoutBody(owner.restaurant.id, [{ id: dish.id }]),
      customer.headers,
    );
    expect(online.status).toBe(200);
    expect(online.body.gateway).toBe("test");
  });

  it("is not reported by the day's reconciliation once collected (it has no gateway payment)", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const orderId: string = (await placeCod(owner.restaurant.id, dish.id, customer.headers)).body.orderId;
    await outForDelivery(orderId, owner.headers);
    expect((await collect(orderId, "cash", owner.headers)).status).toBe(200);
    const { paidAt } = await db().order.findUniqueOrThrow({ where: { id: orderId }, select: { paidAt: true } });
    const outcome = await reconcileDay(istDate(paidAt!));
    expect(outcome.checked).toBeGreaterThan(0);
    expect(outcome.mismatches.filter((m) => m.orderId === orderId)).toEqual([]);
  });

  it("takes a coupon like an online checkout: the discount in the bill asked at the door, its use reserved", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const code = `DOOR${randomBytes(4).toString("hex").toUpperCase()}`;
    const coupon = await db().offer.create({
      data: { code, title: "₹50 off", flatPaise: 5000, minOrderPaise: 0, totalUses: 1 },
    });
    const cart = { restaurantId: owner.restaurant.id, items: [{ menuItemId: dish.id, quantity: 1 }], couponCode: code };
    const previewed = await preview(cart, customer.headers);
    expect(previewed.body.offer).toMatchObject({ code, discountPaise: 5000 });
    // ₹250 - ₹50 + ₹20 delivery, and the amount the client agreed to is accepted
    const placed = await post(
      "createPaymentOrder",
      checkoutBody(owner.restaurant.id, [{ id: dish.id }], { paymentMethod: "cod", couponCode: code, amount: 220 }),
      customer.headers,
    );
    expect(placed.status).toBe(200);
    const order = await db().order.findUniqueOrThrow({
      where: { id: placed.body.orderId },
      select: { totalPaise: true, discountPaise: true, offerId: true },
    });
    expect(order).toEqual({ totalPaise: 22_000, discountPaise: 5000, offerId: coupon.id });
    expect(await db().offer.findUniqueOrThrow({ where: { id: coupon.id }, select: { usedCount: true } })).toEqual({
      usedCount: 1,
    });
    // its one use is taken: another customer's cash order with it is refused, and nothing is placed
    const other = await customerSession();
    const refused = await post(
      "createPaymentOrder",
      checkoutBody(owner.restaurant.id, [{ id: dish.id }], { paymentMethod: "cod", couponCode: code }),
      other.headers,
    );
    expect(refused.status).toBe(422);
    expect(await db().order.count({ where: { customerId: other.customer.id } })).toBe(0);
  });

  it("takes cash kept by the restaurant off its settlement payout, and not UPI paid to the platform", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const byCash: string = (await placeCod(owner.restaurant.id, dish.id, customer.headers)).body.orderId;
    await outForDelivery(byCash, owner.headers);
    expect((await collect(byCash, "cash", owner.headers)).status).toBe(200);
    const byUpi: string = (await placeCod(owner.restaurant.id, dish.id, customer.headers, 2)).body.orderId;
    await outForDelivery(byUpi, owner.headers);
    expect((await collect(byUpi, "upi", owner.headers)).status).toBe(200);
    const { totals } = await getSettlement(owner.user, { by: "day" });
    const cash = await db().order.findUniqueOrThrow({ where: { id: byCash }, select: { totalPaise: true } });
    // the ₹270 in cash is in the restaurant's hands; the UPI payment reached the platform and is paid out
    expect(totals.orders).toBe(2);
    expect(totals.cashCollectedPaise).toBe(cash.totalPaise);
    expect(totals.netPayoutPaise).toBe(
      totals.grossPaise - totals.commissionPaise - totals.taxesPaise - totals.refundsPaise - cash.totalPaise,
    );
  });

  it("finishes a collection whose second step (delivered) was lost: the retry delivers it and records nothing twice", async () => {
    const { owner, dish, customer } = await kitchenAndCustomer();
    const orderId: string = (await placeCod(owner.restaurant.id, dish.id, customer.headers)).body.orderId;
    await outForDelivery(orderId, owner.headers);
    expect((await collect(orderId, "cash", owner.headers)).status).toBe(200);
    const entries = await db().ledgerEntry.count({ where: { orderId } });
    // as if the instance stopped after the collecting transaction, before the status change
    await db().order.update({ where: { id: orderId }, data: { status: "out_for_delivery", deliveredAt: null } });
    const retried = await collect(orderId, "upi", owner.headers);
    expect(retried.status).toBe(200);
    expect(retried.body.order).toMatchObject({ deliveryStatus: "delivered", codCollectedVia: "cash" });
    expect(await db().ledgerEntry.count({ where: { orderId } })).toBe(entries);
    expect(await db().invoice.count({ where: { orderId } })).toBe(1);
    // once delivered, a further call is refused
    expect((await collect(orderId, "cash", owner.headers)).status).toBe(409);
  });
});
