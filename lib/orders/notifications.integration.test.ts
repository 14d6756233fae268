// An order's messages are written with its events: the event's transaction writes one order-messages job,
// which writes the receipt and the kitchen's push when it is paid (our checkout), a status push (and mail
// only when the customer turned it on), the refund mail; a change that fails writes none. The jobs then
// run and the mail lands in the outbox, once.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainJobs } from "@/lib/jobs/worker";
import { orderNumber, runOrderMessagesJob } from "@/lib/orders/notifications";
import { cancelOrderAsCustomer, updateOrderStatusAsOwner } from "@/lib/orders/service";
import { payAndVerify, startedCheckout } from "@/tests/support/checkout-steps";
import { createPaidOrder, createRestaurant, createUser } from "@/tests/support/factories";
import { eventually, mailsTo, testOutbox } from "@/tests/support/outbox";
import { ownerSessionOf, sessionUserOf } from "@/tests/support/session";

// The integration run's shared outbox (vitest.config.ts sets OUTBOX_DIR): a drain in any test file may send
// this file's mail, and it lands there all the same.
const dataDir = testOutbox();

type JobRow = {
  name: string;
  data: { key: string; to?: string; template?: string; userId?: string; payload?: { title: string } };
};

/** The jobs about an order: its events' order-messages jobs and the messages they wrote. */
async function jobsAbout(orderId: string): Promise<JobRow[]> {
  return db().$queryRawUnsafe<JobRow[]>(
    `SELECT name, data FROM pgboss.job
      WHERE data->>'orderId' = $1 OR (name <> 'order-messages' AND data->>'key' LIKE '%' || $1 || '%')
      ORDER BY created_on`,
    orderId,
  );
}

/** The order's messages, once its events' order-messages jobs have run (and nothing else). */
async function messagesAbout(orderId: string): Promise<JobRow[]> {
  await drainJobs({ only: ["order-messages"] });
  // Another test file's drain may have been running one of them: wait until they are all done.
  await eventually(async () => {
    const [left] = await db().$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'order-messages' AND data->>'orderId' = $1 AND state <> 'completed'`,
      orderId,
    );
    return left?.n === 0 ? true : undefined;
  }, 15_000);
  return (await jobsAbout(orderId)).filter((job) => job.name !== "order-messages");
}

describe("order messages", () => {
  it("a paid order queues the customer's receipt and the kitchen's push, and the receipt carries the bill", async () => {
    const checkout = await startedCheckout();
    const { verified } = await payAndVerify(checkout.created.order.id, checkout.headers);
    expect(verified.status).toBe(200);
    const order = await db().order.findFirstOrThrow({
      where: { customerId: checkout.customer.id },
      include: { items: true, restaurant: true, customer: true },
    });
    // The paying transaction wrote one job for the event, which writes the messages, and the accept window's
    // (issue 30: it rejects the order if the kitchen does not accept it in time).
    expect((await jobsAbout(order.id)).map((job) => job.name).sort()).toEqual(["kitchen", "order-messages"]);
    const jobs = (await messagesAbout(order.id))
      .filter((job) => job.name !== "kitchen")
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(jobs.map((job) => [job.name, job.data.key])).toEqual([
      ["mail", `mail:order-placed:${order.id}`],
      ["push", `push:new-order:${order.id}`],
    ]);
    expect(jobs[1]?.data).toMatchObject({
      userId: order.restaurant.ownerId,
      payload: { title: `New order ${orderNumber(order.id)}` },
    });

    // Mail only: the shared push queue may hold other files' pushes to unreachable test hosts.
    await drainJobs({ only: ["mail"] });
    const [receipt, ...more] = await mailsTo(dataDir, order.customer.email, "orderPlaced");
    expect(more).toHaveLength(0);
    expect(receipt?.subject).toBe(`Your Thali order from ${order.restaurant.name} is placed`);
    for (const item of order.items) expect(receipt?.text).toContain(`${item.quantity} x ${item.name}`);
    // The bill's lines: ₹250 + ₹120 + ₹20 delivery, to the paisa, with the GST the prices contain
    // (₹370 at 5%: ₹17.62; ₹20 at 18%: ₹3.05).
    expect(receipt?.text).toContain("  Item total  ₹370.00\n  Delivery fee  ₹20.00\n  Total paid  ₹390.00");
    expect(receipt?.text).toContain("Includes GST ₹20.67");
    expect(order.totalPaise).toBe(39_000);
  });

  it("a status change queues the customer's push; the mail only once they turned order updates on by email", async () => {
    const customer = await createUser();
    const restaurant = await createRestaurant();
    const owner = await ownerSessionOf(restaurant);
    const first = await createPaidOrder(customer.id, restaurant.id);
    await updateOrderStatusAsOwner(owner, first.id, "out for delivery");
    expect((await messagesAbout(first.id)).map((job) => job.name)).toEqual(["push"]);

    await db().messagePreference.create({
      data: { userId: customer.id, topic: "order_updates", channel: "email", enabled: true },
    });
    await updateOrderStatusAsOwner(owner, first.id, "delivered");
    const jobs = await messagesAbout(first.id);
    expect(jobs.map((job) => job.name).sort()).toEqual(["mail", "push", "push"]);
    await drainJobs({ only: ["mail"] });
    const mails = await mailsTo(dataDir, customer.email, "orderStatus");
    expect(mails.map((mail) => mail.subject)).toEqual([`Your order was delivered: your order from ${restaurant.name}`]);
  });

  it("each person's own choices hold: the kitchen's new-order push off, the customer's order updates push off", async () => {
    const customer = await createUser();
    const restaurant = await createRestaurant();
    const owner = await ownerSessionOf(restaurant);
    // Both choices are read with the order in one statement: each must apply to its own person only.
    await db().messagePreference.createMany({
      data: [
        { userId: restaurant.ownerId, topic: "new_orders", channel: "push", enabled: false },
        { userId: customer.id, topic: "order_updates", channel: "push", enabled: false },
        { userId: customer.id, topic: "order_updates", channel: "email", enabled: true },
      ],
    });
    const order = await createPaidOrder(customer.id, restaurant.id);
    const event = await db().orderEvent.create({
      data: {
        orderId: order.id,
        customerId: customer.id,
        restaurantId: restaurant.id,
        type: "order.paid",
        status: "pending",
        kitchenStatus: "placed",
      },
    });
    const job = { key: `order-event:${event.id}`, orderId: order.id, eventId: event.id.toString() };
    await runOrderMessagesJob({ ...job, type: "order.paid" });
    // the receipt is transactional: sent whatever the choices; the kitchen turned its push off
    expect((await jobsAbout(order.id)).filter((j) => j.name !== "order-messages").map((j) => j.data.key)).toEqual([
      `mail:order-placed:${order.id}`,
    ]);

    await updateOrderStatusAsOwner(owner, order.id, "out for delivery");
    const jobs = await messagesAbout(order.id);
    // the status mail they turned on, and no push: they turned it off
    expect(jobs.map((j) => j.data.key).sort()).toEqual([
      `mail:order-placed:${order.id}`,
      expect.stringMatching(new RegExp(`^mail:order-status:${order.id}:\\d+$`)),
    ]);
  });

  it("each event's messages tell the status it recorded, though the order moved on before they were written", async () => {
    const customer = await createUser();
    const restaurant = await createRestaurant();
    const owner = await ownerSessionOf(restaurant);
    const order = await createPaidOrder(customer.id, restaurant.id);
    await updateOrderStatusAsOwner(owner, order.id, "out for delivery");
    await updateOrderStatusAsOwner(owner, order.id, "delivered");
    const pushes = (await messagesAbout(order.id)).filter((job) => job.name === "push");
    // Another test file's drain may write them in either order.
    expect(pushes.map((job) => job.data.payload?.title).sort()).toEqual([
      "Your order is on its way",
      "Your order was delivered",
    ]);
  });

  it("an order-messages job run twice (a retry after a crash) writes each message once", async () => {
    const customer = await createUser();
    const restaurant = await createRestaurant();
    const owner = await ownerSessionOf(restaurant);
    const order = await createPaidOrder(customer.id, restaurant.id);
    await updateOrderStatusAsOwner(owner, order.id, "out for delivery");
    const [job] = (await jobsAbout(order.id)).filter((row) => row.name === "order-messages");
    await runOrderMessagesJob(job!.data);
    await runOrderMessagesJob(job!.data);
    expect((await messagesAbout(order.id)).map((row) => row.name)).toEqual(["push"]);
  });

  it("a refused change writes no job; a cancel of a paid order mails the refund", async () => {
    const customer = await createUser();
    const restaurant = await createRestaurant();
    const owner = await ownerSessionOf(restaurant);
    const order = await createPaidOrder(customer.id, restaurant.id, { status: "out_for_delivery" });
    await updateOrderStatusAsOwner(owner, order.id, "delivered");
    const before = (await jobsAbout(order.id)).length;
    // A delivered order can no longer be cancelled: refused, and nothing is queued.
    await expect(cancelOrderAsCustomer(sessionUserOf(customer), order.id)).rejects.toMatchObject({ status: 409 });
    expect(await jobsAbout(order.id)).toHaveLength(before);

    const other = await createPaidOrder(customer.id, restaurant.id);
    const result = await cancelOrderAsCustomer(sessionUserOf(customer), other.id);
    expect(result.refund).toBe("refunded");
    const keys = (await messagesAbout(other.id)).map((job) => job.data.key);
    expect(keys).toContain(`mail:refund:${other.id}`);
    await drainJobs({ only: ["mail"] });
    const [refund] = await mailsTo(dataDir, customer.email, "refundIssued");
    expect(refund?.subject).toBe(`Refund of ₹${(other.totalPaise / 100).toFixed(2)} issued for your Thali order`);
  });
});
