import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { payAndVerify, startedCheckout, testWebhook } from "@/tests/support/checkout-steps";
import { uniqueSuffix } from "@/tests/support/factories";
import { cancelAsRestaurant, postWebhook } from "@/tests/support/order-calls";
import { bearerHeaders } from "@/tests/support/session";

// The ledger as the payment and refund paths write it (docs/money.md, "The ledger").

async function entriesOf(orderId: string) {
  return db().ledgerEntry.findMany({ where: { orderId }, orderBy: [{ kind: "asc" }, { account: "asc" }] });
}

const byAccount = (entries: Array<{ account: string; amountPaise: number }>) =>
  Object.fromEntries(entries.map((entry) => [entry.account, entry.amountPaise]));

/** A checkout of ₹250 + ₹120 + ₹20 delivery paid through the test gateway; its order's id and the customer's headers. */
async function paidOrder() {
  const checkout = await startedCheckout();
  const { paid, verified } = await payAndVerify(checkout.created.order.id, checkout.headers);
  expect(verified.status).toBe(200);
  return { ...checkout, paid, orderId: checkout.created.orderId as string };
}

describe("the ledger of a paid order", () => {
  it("is written once with the payment, however often the payment is confirmed, and adds up to 0", async () => {
    const { orderId, paid, created } = await paidOrder();
    // The provider's webhook for the same payment, after the browser's verification: no second set.
    const hook = testWebhook(
      "payment.captured",
      { id: paid.razorpay_payment_id, order_id: created.order.id, amount: 39_000, status: "captured" },
      `evt_${uniqueSuffix()}`,
    );
    expect((await postWebhook(hook.body, hook.headers)).status).toBe(200);

    const entries = await entriesOf(orderId);
    expect(entries.every((entry) => entry.kind === "order_paid")).toBe(true);
    // ₹370 of food with 5% in it: ₹352.38 taxable, 15% of it ₹52.86; ₹20 delivery with 18%: ₹16.95 + ₹3.05.
    expect(byAccount(entries)).toEqual({
      customer: -39_000,
      restaurant_payable: 29_952,
      platform_commission: 5286,
      gst_payable: 1762,
      gst_on_fees: 305,
      delivery: 1695,
    });
  });

  it("is reversed exactly by the refund of a cancelled order, once", async () => {
    const { orderId, restaurant } = await paidOrder();
    const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
    const ownerHeaders = await bearerHeaders(owner, restaurant.id);
    expect((await cancelAsRestaurant(orderId, ownerHeaders)).status).toBe(200);
    // Cancelling again changes nothing and refunds nothing twice.
    await cancelAsRestaurant(orderId, ownerHeaders);

    const entries = await entriesOf(orderId);
    const paidEntries = entries.filter((entry) => entry.kind === "order_paid");
    const refundEntries = entries.filter((entry) => entry.kind === "refund");
    expect(byAccount(refundEntries)).toEqual({
      refunds: 39_000,
      restaurant_payable: -29_952,
      platform_commission: -5286,
      gst_payable: -1762,
      gst_on_fees: -305,
      delivery: -1695,
    });
    expect(paidEntries).toHaveLength(6);
    expect(refundEntries.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(0);
  });

  it("is append-only: the database refuses to change or delete an entry", async () => {
    const { orderId } = await paidOrder();
    await expect(
      db().$executeRaw`UPDATE "LedgerEntry" SET "amountPaise" = 0 WHERE "orderId" = ${orderId}`,
    ).rejects.toThrow(/append-only/);
    await expect(db().$executeRaw`DELETE FROM "LedgerEntry" WHERE "orderId" = ${orderId}`).rejects.toThrow(
      /append-only/,
    );
    expect(await db().ledgerEntry.count({ where: { orderId } })).toBe(6);
  });
});

describe("the whole ledger", () => {
  it("balances: every order's entries add up to 0, and its customer entry is what the order cost", async () => {
    // At least one order of this test's own, whatever else the other files have written meanwhile.
    const { orderId } = await paidOrder();
    expect(await db().ledgerEntry.count({ where: { orderId } })).toBeGreaterThan(0);
    const unbalanced = await db().$queryRaw<Array<{ orderId: string; sum: bigint }>>`
      SELECT "orderId", sum("amountPaise") AS "sum" FROM "LedgerEntry" GROUP BY "orderId" HAVING sum("amountPaise") <> 0`;
    expect(unbalanced).toEqual([]);
    const unbalancedEvents = await db().$queryRaw<Array<{ orderId: string }>>`
      SELECT "orderId" FROM "LedgerEntry" GROUP BY "orderId", "kind", "event" HAVING sum("amountPaise") <> 0`;
    expect(unbalancedEvents).toEqual([]);
    const wrongTotals = await db().$queryRaw<Array<{ id: string; totalPaise: number; paid: bigint | null }>>`
      SELECT o."id", o."totalPaise", -sum(e."amountPaise") AS "paid"
      FROM "Order" o JOIN "LedgerEntry" e ON e."orderId" = o."id" AND e."kind" = 'order_paid' AND e."account" = 'customer'
      GROUP BY o."id", o."totalPaise" HAVING -sum(e."amountPaise") <> o."totalPaise"`;
    expect(wrongTotals).toEqual([]);
  });
});
