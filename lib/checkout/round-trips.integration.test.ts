import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { runOrderMessagesJob } from "@/lib/orders/notifications";
import { checkoutBody, customerSession, openRestaurantWithDishes, post } from "@/tests/support/order-calls";

// The checkout's statements, counted (issue 34, docs/performance.md "The write path"): on this stack each one costs
// the server about a millisecond of CPU (Prisma, the socket, the pool), so a step that sends more than it did is a
// regression of the write path's speed, caught here rather than by a benchmark. Every statement any connection
// sends (the app's Prisma client and its pool are both pg clients) is recorded while one step runs.

const sent: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
});

function recordStatements() {
  sent.length = 0;
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    sent.push(typeof first === "string" ? first : ((first as { text?: string } | null)?.text ?? ""));
    // pg's overloads take (text | config, values?, callback?); passed on as they came.
    return (query as (...a: unknown[]) => unknown).apply(this, args) as ReturnType<typeof query>;
  });
}

/** The statements `step` sends, by kind: everything, and reads of the Order table. */
async function statementsOf<T>(step: () => Promise<T>): Promise<{ result: T; all: string[]; orderReads: number }> {
  recordStatements();
  const result = await step();
  vi.restoreAllMocks();
  const all = [...sent];
  // A read of the Order table itself (Prisma names a query's own table "t0"), not a join to it from another table.
  const orderReads = all.filter((text) => /^\s*SELECT\b[\s\S]*\bFROM "public"\."Order" AS "t0"/.test(text)).length;
  return { result, all, orderReads };
}

describe("the paid checkout's statements", () => {
  it("stay within each step's count (measured 11, 13 and 1, and 2 for its messages job), and the paying transaction reads the order once", async () => {
    const { headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    // A first checkout warms what each instance keeps (the served cities, the platform fee, the live bus' LISTEN),
    // as the bench's load does; the second is counted.
    const first = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dishes[2]!.id }]), headers);
    const firstPaid = await post("testPay", { order_id: first.body.order.id }, headers);
    expect((await post("verifyPayment", firstPaid.body, headers)).status).toBe(200);
    const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }, { id: dishes[1]!.id }]);

    const started = await statementsOf(() => post("createPaymentOrder", body, headers));
    expect(started.result.status).toBe(200);
    // the order and all its items in two inserts (a nested create read the order back in a third)
    expect(started.all.filter((text) => /INSERT INTO "public"\."Order(Item)?"/.test(text))).toHaveLength(2);
    // both checkout limits counted in one statement
    expect(started.all.filter((text) => text.includes('"RateLimitBucket"'))).toHaveLength(1);
    // the restaurant, the cart's dishes and its automatic offers in one read
    expect(started.all.filter((text) => /FROM "public"\."(MenuItem|Offer)" AS "t0"/.test(text))).toHaveLength(0);
    expect(started.all.length).toBeLessThanOrEqual(11);

    const paid = await post("testPay", { order_id: started.result.body.order.id }, headers);
    expect(paid.status).toBe(200);

    const verified = await statementsOf(() => post("verifyPayment", paid.body, headers));
    expect(verified.result.status).toBe(200);
    // the announcement, the kitchen's answer, the ledger and the invoice share one read of the paid order
    expect(verified.orderReads).toBe(1);
    // the attempt, its checkout's lines and any other holder of the payment id in one read; the announcement's job and
    // the kitchen's in one insert
    expect(verified.all.filter((text) => /FROM "public"\."Payment" AS "t0"/.test(text))).toHaveLength(1);
    expect(verified.all.filter((text) => /INSERT INTO \S+\.job\b/.test(text))).toHaveLength(1);
    // the attempt and its order turn paid in one statement
    expect(verified.all.filter((text) => /^\s*UPDATE\b/.test(text))).toHaveLength(0);
    expect(verified.all.length).toBeLessThanOrEqual(13);

    // The order's messages job (its receipt and the kitchen's push): one read with the people's choices, one insert.
    const [messagesJob] = await db().$queryRawUnsafe<Array<{ data: unknown }>>(
      `SELECT data FROM pgboss.job WHERE name = 'order-messages' AND data->>'orderId' = $1`,
      started.result.body.orderId,
    );
    const messages = await statementsOf(() => runOrderMessagesJob(messagesJob?.data));
    expect(messages.result.type).toBe("order.paid");
    expect(messages.all).toHaveLength(2);
    expect(messages.all[1]).toMatch(/INSERT INTO \S+\.job\b/);

    const placed = await statementsOf(() =>
      post("placeOrder", { payment_reference_id: paid.body.razorpay_payment_id }, headers),
    );
    expect(placed.result.status).toBe(200);
    // the payment with the order it paid, in one read
    expect(placed.all.length).toBe(1);
  });
});
