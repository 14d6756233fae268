// Help on an order, the customer's side (issue 33 item 4): a thread on a placed order through POST /api/help, one
// that is not closed per order, the window of 7 days after delivery, only the order's customer, bad input refused
// with nothing written, and the staff told by mail in the same transaction.
import { describe, expect, it } from "vitest";
import { helpStatesFor } from "@/lib/admin/help-service";
import { db } from "@/lib/db";
import { adminSession } from "@/tests/support/admin";
import { createOpenRestaurant, createPaidOrder } from "@/tests/support/factories";
import { deliveredOrder, help, helpJobsNaming } from "@/tests/support/help-calls";
import { customerSession } from "@/tests/support/order-calls";
import { bearerHeaders, ownerSessionOf, sessionUserOf } from "@/tests/support/session";

const MESSAGE = "The raita was missing from the bag";

/** What a refused request must leave as it was: the order's threads and messages, and the jobs naming the order. */
async function footprint(orderId: string) {
  const [threads, messages] = await Promise.all([
    db().helpThread.count({ where: { orderId } }),
    db().helpMessage.count({ where: { thread: { orderId } } }),
  ]);
  return { threads, messages };
}

describe("POST /api/help", () => {
  it("opens a thread with the first message, tells every staff account by mail, and refuses a second (409)", async () => {
    const staff = await adminSession();
    const blocked = await adminSession();
    await db().user.update({ where: { id: blocked.user.id }, data: { blockedAt: new Date() } });
    const { customer, headers } = await customerSession();
    const order = await deliveredOrder(customer.id);

    const opened = await help.start({ orderId: order.id, reason: "missing_item", message: `  ${MESSAGE}  ` }, headers);
    expect(opened.status).toBe(200);
    const thread = opened.body.thread;
    expect(thread).toMatchObject({ orderId: order.id, reason: "missing_item", status: "open", refunds: [] });
    expect(thread.messages).toEqual([
      { _id: expect.any(String), fromSupport: false, author: "You", body: MESSAGE, at: expect.any(String) },
    ]);

    // The staff's mail was written with the thread: to the staff account, not to the blocked one.
    const jobs = await helpJobsNaming(thread.messages[0]._id);
    const to = jobs.map((job) => job.data.to);
    expect(to).toContain(staff.user.email);
    expect(to).not.toContain(blocked.user.email);
    expect(new Set(jobs.map((job) => `${job.name}/${job.data.template}`))).toEqual(new Set(["mail/helpRequest"]));

    const again = await help.start({ orderId: order.id, reason: "late", message: "And it was late as well" }, headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(thread._id);
    expect(await footprint(order.id)).toEqual({ threads: 1, messages: 1 });
  });

  it("refuses bad input with 422 and writes nothing", async () => {
    const { customer, headers } = await customerSession();
    const order = await deliveredOrder(customer.id);
    const bad = [
      { orderId: order.id, reason: "missing_item", message: "" },
      { orderId: order.id, reason: "missing_item", message: "   " },
      { orderId: order.id, reason: "missing_item", message: "Too short" },
      { orderId: order.id, reason: "missing_item", message: "x".repeat(1001) },
      { orderId: order.id, reason: "cold_food", message: MESSAGE },
      { orderId: order.id, message: MESSAGE },
      { orderId: "not an id!", reason: "late", message: MESSAGE },
    ];
    for (const body of bad) {
      const answer = await help.start(body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBeTruthy();
    }
    const unknownReason = await help.start({ orderId: order.id, reason: "cold_food", message: MESSAGE }, headers);
    expect(unknownReason.body.errors.reason[0]).toContain("late (Late delivery)");
    expect(await footprint(order.id)).toEqual({ threads: 0, messages: 0 });
  });

  it("is for the order's customer only: another customer 403, an owner 403, an unknown order 404", async () => {
    const { customer } = await customerSession();
    const other = await customerSession();
    const order = await deliveredOrder(customer.id);
    const body = { orderId: order.id, reason: "quality", message: MESSAGE };
    expect((await help.start(body, other.headers)).status).toBe(403);
    const owner = await ownerSessionOf(order.restaurant);
    const ownerHeaders = await bearerHeaders(owner, owner.restaurantId);
    expect((await help.start(body, ownerHeaders)).status).toBe(403);
    expect((await help.start({ ...body, orderId: "c000000000000000000000000" }, other.headers)).status).toBe(404);
    expect(await footprint(order.id)).toEqual({ threads: 0, messages: 0 });
  });

  it("is open from placing to 7 days after delivery, for paid or cash orders, never for an unpaid checkout", async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const onTheWay = await createPaidOrder(customer.id, restaurant.id, { status: "pending" });
    expect((await help.start({ orderId: onTheWay.id, reason: "late", message: MESSAGE }, headers)).status).toBe(200);
    const sixDays = await deliveredOrder(customer.id, 6);
    expect((await help.start({ orderId: sixDays.id, reason: "quality", message: MESSAGE }, headers)).status).toBe(200);
    const eightDays = await deliveredOrder(customer.id, 8);
    const late = await help.start({ orderId: eightDays.id, reason: "quality", message: MESSAGE }, headers);
    expect(late).toMatchObject({ status: 409, body: { message: expect.stringContaining("7 days") } });
    const unpaid = await createPaidOrder(customer.id, restaurant.id, {});
    await db().order.update({ where: { id: unpaid.id }, data: { paymentStatus: "awaiting_payment", paidAt: null } });
    expect((await help.start({ orderId: unpaid.id, reason: "payment", message: MESSAGE }, headers)).status).toBe(409);
    const cash = await createPaidOrder(customer.id, restaurant.id, {});
    await db().order.update({ where: { id: cash.id }, data: { paymentMethod: "cod", paymentStatus: "cod_due" } });
    expect((await help.start({ orderId: cash.id, reason: "payment", message: MESSAGE }, headers)).status).toBe(200);
    expect(await footprint(eightDays.id)).toEqual({ threads: 0, messages: 0 });
    expect(await footprint(unpaid.id)).toEqual({ threads: 0, messages: 0 });

    // The order cards read the same rule: a thread that is not closed, or the window past, starts none.
    const states = await helpStatesFor(sessionUserOf(customer), [onTheWay.id, eightDays.id, unpaid.id]);
    expect(states[onTheWay.id]).toEqual({ thread: { _id: expect.any(String), status: "open" }, canStart: false });
    expect(states[eightDays.id]).toEqual({ thread: null, canStart: false });
    expect(states[unpaid.id]).toEqual({ thread: null, canStart: false });
    const other = await customerSession();
    expect(await helpStatesFor(sessionUserOf(other.customer), [onTheWay.id])).toEqual({});
  });
});

describe("GET /api/help/{id} and POST /api/help/{id}/reply", () => {
  it("shows the customer their thread and takes replies; others get 403, unknown ids 404, an empty reply 422", async () => {
    const { customer, headers } = await customerSession();
    const other = await customerSession();
    const order = await deliveredOrder(customer.id);
    const { body } = await help.start({ orderId: order.id, reason: "wrong_item", message: MESSAGE }, headers);
    const id: string = body.thread._id;

    expect((await help.thread(id, headers)).body.thread.messages).toHaveLength(1);
    expect((await help.thread(id, other.headers)).status).toBe(403);
    expect((await help.thread("c000000000000000000000000", headers)).status).toBe(404);

    expect((await help.reply(id, { message: "Any news?" }, other.headers)).status).toBe(403);
    expect((await help.reply("c000000000000000000000000", { message: "Any news?" }, headers)).status).toBe(404);
    expect((await help.reply(id, { message: "  " }, headers)).status).toBe(422);
    expect(await footprint(order.id)).toEqual({ threads: 1, messages: 1 });

    const replied = await help.reply(id, { message: "Any news?" }, headers);
    expect(replied.status).toBe(200);
    expect(replied.body.thread.messages.map((m: { body: string }) => m.body)).toEqual([MESSAGE, "Any news?"]);
    expect(replied.body.thread.status).toBe("open");
  });
});
