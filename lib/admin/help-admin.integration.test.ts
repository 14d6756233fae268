// Help on an order, the console's side (issue 33 item 4): the inbox, a thread with what was paid and refunded, and
// the staff's answer with a partial refund through refundOrder (the OrderRefund, its audit and the thread's, the
// customer's mail and push, then the refund job's ledger entries), status transitions, and refusals that change
// nothing.
import { describe, expect, it } from "vitest";
import { helpInbox } from "@/lib/admin/help-admin";
import { helpStatesFor } from "@/lib/admin/help-service";
import { db } from "@/lib/db";
import { drainJobs } from "@/lib/jobs/worker";
import { latestEventId, orderEventsPage, readScopeEvents } from "@/lib/live/service";
import { adminSession } from "@/tests/support/admin";
import { deliveredOrder, help, helpJobsNaming } from "@/tests/support/help-calls";
import { customerSession } from "@/tests/support/order-calls";
import { eventually } from "@/tests/support/outbox";
import { sessionUserOf } from "@/tests/support/session";

/** A customer's thread on a delivered order of theirs, waiting for the staff. */
async function waitingThread(reason = "missing_item") {
  const customer = await customerSession();
  const order = await deliveredOrder(customer.customer.id);
  const opened = await help.start(
    { orderId: order.id, reason, message: "The raita was missing from the bag" },
    customer.headers,
  );
  expect(opened.status).toBe(200);
  return { ...customer, order, id: opened.body.thread._id as string };
}

/**
 * Makes thread `id` wait since `at`, long before any other: the inbox shows the 100 longest waiting, and the other
 * files running beside this one leave open threads of their own (each authorization world opens one), which could
 * otherwise fill it before this file's threads are listed.
 */
async function waitingSince(id: string, at: string) {
  await db().helpThread.update({ where: { id }, data: { updatedAt: new Date(at) } });
}

/** Everything an answer writes, to show that a refused one wrote none of it. */
async function footprint(threadId: string, orderId: string) {
  const [thread, messages, refunds, audits, events] = await Promise.all([
    db().helpThread.findUniqueOrThrow({ where: { id: threadId }, select: { status: true } }),
    db().helpMessage.count({ where: { threadId } }),
    db().orderRefund.count({ where: { orderId } }),
    db().auditEntry.count({ where: { OR: [{ entityId: threadId }, { entityId: orderId }] } }),
    db().orderEvent.count({ where: { orderId, type: "order.help" } }),
  ]);
  return { status: thread.status, messages, refunds, audits, events };
}

describe("the staff answer a help thread", () => {
  it("with a partial refund: one transaction, the customer told, the ledger once the refund job runs", async () => {
    const admin = await adminSession();
    const { order, id, headers, customer } = await waitingThread();
    await waitingSince(id, "2020-01-01T00:00:00.000Z");

    const inbox = await help.inbox("open", admin.headers);
    const row = inbox.body.threads.find((t: { _id: string }) => t._id === id);
    expect(row).toMatchObject({
      status: "open",
      reason: "missing_item",
      order: { _id: order.id, totalPaise: order.totalPaise },
      customer: { _id: customer.id, email: customer.email },
      restaurant: { _id: order.restaurant.id, name: order.restaurant.name },
      lastMessage: { fromSupport: false, body: "The raita was missing from the bag" },
      messageCount: 1,
    });
    const before = await help.adminThread(id, admin.headers);
    expect(before.body.thread.order).toMatchObject({
      paidPaise: order.totalPaise,
      refundedPaise: 0,
      refundablePaise: order.totalPaise,
    });

    const answered = await help.answer(
      id,
      { message: "Sorry: here is the raita's price back", refundPaise: 5000 },
      admin.headers,
    );
    expect(answered.status).toBe(200);
    expect(answered.body.refund).toEqual({ _id: expect.any(String), amountPaise: 5000, state: "pending" });
    expect(answered.body.thread.status).toBe("answered");
    const refundId: string = answered.body.refund._id;
    expect(await db().orderRefund.findUniqueOrThrow({ where: { id: refundId } })).toMatchObject({
      orderId: order.id,
      threadId: id,
      amountPaise: 5000,
      full: false,
      state: "pending",
      createdById: admin.user.id,
      reason: "Help request (Missing item)",
    });
    const audits = await db().auditEntry.findMany({
      where: { OR: [{ entityId: id }, { entityId: order.id }] },
      orderBy: { id: "asc" },
    });
    expect(audits.map((a) => `${a.action} ${a.actorId}`).sort()).toEqual(
      [`help.reply ${admin.user.id}`, `order.refund ${admin.user.id}`].sort(),
    );
    expect(audits.find((a) => a.action === "help.reply")).toMatchObject({
      entity: "help",
      before: { status: "open" },
      after: { status: "answered", refundId, refundPaise: 5000, orderId: order.id },
    });

    // The customer's mail (always) and push (order updates, on by default), written with the answer.
    const staffMessage = answered.body.thread.messages.at(-1);
    expect(staffMessage).toMatchObject({ fromSupport: true, author: "Thali support", authorEmail: admin.user.email });
    const told = await helpJobsNaming(`help-reply:${staffMessage._id}`);
    expect(told.map((job) => `${job.name}/${job.data.template ?? job.data.userId}`).sort()).toEqual(
      [`mail/helpReply`, `push/${customer.id}`].sort(),
    );
    expect(told.find((job) => job.name === "mail")?.data.to).toBe(customer.email);

    // The refund job: the provider refunds it and the ledger records it under the refund's key.
    // (Another file's drain may run it: wait for it to be recorded either way.)
    await drainJobs({ only: ["refunds"] });
    await eventually(async () => {
      const { state } = await db().orderRefund.findUniqueOrThrow({ where: { id: refundId } });
      return state === "refunded" ? true : undefined;
    });
    const ledger = await db().ledgerEntry.findMany({ where: { orderId: order.id, event: `refund:${refundId}` } });
    expect(ledger.length).toBeGreaterThan(0);

    // The customer's view: the answer signed Thali support, and the refund.
    const seen = (await help.thread(id, headers)).body.thread;
    expect(seen.status).toBe("answered");
    expect(seen.messages.at(-1)).toMatchObject({ fromSupport: true, author: "Thali support", body: staffMessage.body });
    expect(seen.refunds).toEqual([{ _id: refundId, amountPaise: 5000, state: "refunded", at: expect.any(String) }]);
    expect((await help.adminThread(id, admin.headers)).body.thread.order).toMatchObject({
      refundedPaise: 5000,
      refundablePaise: order.totalPaise - 5000,
    });
  });

  it("refuses bad input and a refund above what was paid (422), and a cash order's refund (409): nothing written", async () => {
    const admin = await adminSession();
    const { order, id, customer } = await waitingThread();
    const untouched = await footprint(id, order.id);
    expect(untouched).toEqual({ status: "open", messages: 1, refunds: 0, audits: 0, events: 0 });
    const bad = [
      { message: "" },
      { message: "   " },
      { message: "x".repeat(2001) },
      { message: "Sorry", refundPaise: 12.5 },
      { message: "Sorry", refundPaise: 0 },
      { message: "Sorry", refundPaise: "5000" },
      { message: "Sorry", close: "yes" },
      { message: "Sorry", refundPaise: order.totalPaise + 1 },
    ];
    for (const body of bad) {
      const answer = await help.answer(id, body, admin.headers);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBeTruthy();
    }
    expect(await footprint(id, order.id)).toEqual(untouched);
    // Nobody was told of an answer that was not written.
    const told = await helpJobsNaming("help-reply:");
    expect(told.filter((job) => job.data.to === customer.email || job.data.userId === customer.id)).toEqual([]);

    await db().order.update({ where: { id: order.id }, data: { paymentMethod: "cod", paymentStatus: "cod_due" } });
    const cash = await help.answer(id, { message: "Sorry", refundPaise: 100 }, admin.headers);
    expect(cash.status).toBe(409);
    expect(await footprint(id, order.id)).toEqual(untouched);
    expect((await help.answer("c000000000000000000000000", { message: "Sorry" }, admin.headers)).status).toBe(404);
  });

  it("moves the status: answered, open again on the customer's reply (mailed to who answered), closed, then a new thread", async () => {
    const first = await adminSession();
    const second = await adminSession();
    const { order, id, headers, customer } = await waitingThread("late");
    expect((await help.answer(id, { message: "Checking with the restaurant" }, first.headers)).body.thread.status).toBe(
      "answered",
    );

    const replied = await help.reply(id, { message: "Still nothing" }, headers);
    expect(replied.body.thread.status).toBe("open");
    const replyJobs = await helpJobsNaming(replied.body.thread.messages.at(-1)._id);
    expect(replyJobs.map((job) => job.data.to)).toEqual([first.user.email]);

    const closed = await help.answer(id, { message: "Refunded the delivery fee", close: true }, second.headers);
    expect(closed.body.thread.status).toBe("closed");
    expect(closed.body.message).toBe("Answered and closed");
    expect((await help.reply(id, { message: "One more thing" }, headers)).status).toBe(409);
    expect((await help.answer(id, { message: "And another" }, first.headers)).status).toBe(409);
    expect(await db().helpMessage.count({ where: { threadId: id } })).toBe(4);

    const closedTab = await help.inbox("closed", first.headers);
    expect(closedTab.body.threads.map((t: { _id: string }) => t._id)).toContain(id);
    // Closed, the order may ask again (still within 7 days of delivery); the card shows the new thread.
    const again = await help.start(
      { orderId: order.id, reason: "quality", message: "The curry was cold too" },
      headers,
    );
    expect(again.status).toBe(200);
    const states = await helpStatesFor(sessionUserOf(customer), [order.id]);
    expect(states[order.id]).toEqual({ thread: { _id: again.body.thread._id, status: "open" }, canStart: false });
  });
});

describe("the customer's open tab", () => {
  it("hears of each answer as an order.help event; the restaurant's stream and poll never carry it", async () => {
    const admin = await adminSession();
    const { order, id, customer } = await waitingThread();
    const customerScope = { kind: "customer", id: customer.id } as const;
    const restaurantScope = { kind: "restaurant", id: order.restaurant.id } as const;
    const [customerFrom, restaurantFrom] = await Promise.all([
      latestEventId(customerScope),
      latestEventId(restaurantScope),
    ]);

    expect((await help.answer(id, { message: "Checking with the kitchen" }, admin.headers)).status).toBe(200);
    const heard = await readScopeEvents(customerScope, customerFrom);
    expect(heard.map((e) => e.data)).toEqual([
      expect.objectContaining({
        orderId: order.id,
        type: "order.help",
        status: "delivered",
        restaurantName: order.restaurant.name,
        cancelledBy: null,
      }),
    ]);
    const polled = await orderEventsPage(customerScope, customerFrom.toString());
    expect(polled.events.map((e) => e.type)).toEqual(["order.help"]);

    expect(await readScopeEvents(restaurantScope, restaurantFrom)).toEqual([]);
    expect(await latestEventId(restaurantScope)).toBe(restaurantFrom);
    expect((await orderEventsPage(restaurantScope, restaurantFrom.toString())).events).toEqual([]);
  });
});

describe("the inbox", () => {
  it("lists the longest waiting first, and is for admin accounts only", async () => {
    const admin = await adminSession();
    const older = await waitingThread();
    const newer = await waitingThread();
    await waitingSince(older.id, "2020-01-01T00:00:01.000Z");
    await waitingSince(newer.id, "2020-01-01T00:00:02.000Z");
    const ids = (await help.inbox("open", admin.headers)).body.threads.map((t: { _id: string }) => t._id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect((await help.inbox("lost", admin.headers)).status).toBe(422);
    await expect(helpInbox(sessionUserOf(older.customer), { status: "open" })).rejects.toMatchObject({ status: 403 });
  });
});
