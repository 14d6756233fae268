import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { RiderNotFound, settleRiderCash } from "@/lib/riders/cash";
import { createUser } from "@/tests/support/factories";
import {
  giveDelivery,
  platformKitchen,
  riderEarnings,
  riderMe,
  riderOrder,
  riderPost,
  riderSession,
} from "@/tests/support/rider-calls";

// Issue 32 part 7: the cash a rider took at the door is shown, then settled when handed over.

/** A rider who delivered `count` cash orders and took the cash each time: the rider and the orders. */
async function riderHoldingCash(count: number) {
  const rider = await riderSession({ online: true });
  const kitchen = await platformKitchen();
  const orders = [];
  for (let i = 0; i < count; i++) {
    const order = await riderOrder(kitchen, { cod: true, tipPaise: 1000 });
    await giveDelivery(order, rider.user.id, { distanceMeters: 3000 });
    expect((await riderPost("pickedUp", { _id: order.id }, rider.headers)).status).toBe(200);
    const done = await riderPost("deliverOrder", { _id: order.id, code: "4821", collected: "cash" }, rider.headers);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    orders.push(order);
  }
  return { rider, orders };
}

async function sums(orderIds: string[]) {
  const entries = await db().ledgerEntry.findMany({ where: { orderId: { in: orderIds } } });
  const byEvent = new Map<string, number>();
  for (const e of entries) {
    const key = `${e.orderId}:${e.kind}:${e.event}`;
    byEvent.set(key, (byEvent.get(key) ?? 0) + e.amountPaise);
  }
  const account = (name: string) => entries.filter((e) => e.account === name).reduce((s, e) => s + e.amountPaise, 0);
  return { byEvent, account, settled: entries.filter((e) => e.event === "settled") };
}

describe("settling a rider's cash", () => {
  it("settles every delivery's cash once, with balanced ledger entries, and the console shows nothing held", async () => {
    const { rider, orders } = await riderHoldingCash(2);
    const total = orders.reduce((sum, order) => sum + order.totalPaise, 0);
    expect((await riderMe(rider.headers)).body.today.cashHeldPaise).toBe(total);
    const before = await sums(orders.map((o) => o.id));
    expect(before.account("rider_cash")).toBe(total);

    const at = new Date();
    const settled = await settleRiderCash(db(), { email: rider.user.email.toUpperCase() }, at);
    expect(settled).toEqual({
      riderId: rider.user.id,
      riderName: rider.user.username,
      deliveries: 2,
      settledPaise: total,
    });

    const after = await sums(orders.map((o) => o.id));
    for (const [event, sum] of after.byEvent) expect(sum, event).toBe(0);
    expect(after.account("rider_cash")).toBe(0);
    // the rider is owed the whole pay and tips again: what the holding had netted is back
    expect(after.account("rider_payable")).toBe(before.account("rider_payable") + total);
    expect(after.settled).toHaveLength(4);
    const deliveries = await db().delivery.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } });
    expect(deliveries.map((d) => d.cashSettledAt?.getTime())).toEqual([at.getTime(), at.getTime()]);
    expect((await riderMe(rider.headers)).body.today.cashHeldPaise).toBe(0);
    expect((await riderEarnings(rider.headers)).body.totals.cashHeldPaise).toBe(0);

    // a repeat settles nothing and writes nothing
    expect(await settleRiderCash(db(), { id: rider.user.id })).toMatchObject({ deliveries: 0, settledPaise: 0 });
    expect((await sums(orders.map((o) => o.id))).settled).toHaveLength(4);
  });

  it("two settlements at once settle each delivery once", async () => {
    const { rider, orders } = await riderHoldingCash(1);
    const [a, b] = await Promise.all([
      settleRiderCash(db(), { id: rider.user.id }),
      settleRiderCash(db(), { id: rider.user.id }),
    ]);
    expect(a.settledPaise + b.settledPaise).toBe(orders[0]!.totalPaise);
    expect((await sums([orders[0]!.id])).settled).toHaveLength(2);
  });

  it("refuses an account that is not a delivery partner's", async () => {
    const customer = await createUser("customer");
    await expect(settleRiderCash(db(), { email: customer.email })).rejects.toThrow(RiderNotFound);
    await expect(settleRiderCash(db(), { email: "nobody@example.test" })).rejects.toThrow(RiderNotFound);
  });

  it("npm run riders:settle-cash settles through the command and says what it did", async () => {
    const { rider, orders } = await riderHoldingCash(1);
    const run = (args: string[]) =>
      promisify(execFile)("node", ["--import", "tsx", "scripts/settle-rider-cash.ts", ...args], {
        env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
      });
    const rupees = (orders[0]!.totalPaise / 100).toFixed(2);
    expect((await run([rider.user.email])).stdout).toBe(
      `Settled ₹${rupees} of cash from 1 delivery of ${rider.user.username}.\n`,
    );
    expect((await run([rider.user.email])).stdout).toBe(`${rider.user.username} holds no cash: nothing to settle.\n`);
    await expect(run(["nobody@example.test"])).rejects.toMatchObject({
      code: 2,
      stderr: "No delivery partner has that account: nobody@example.test\n",
    });
    await expect(run([])).rejects.toMatchObject({ code: 2 });
  });
});
