import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { reconcileDay, runReconcileJob } from "@/lib/money/reconcile-service";
import { istDayStart } from "@/lib/money/settlement";
import { createOpenRestaurant, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { fakeRazorpayForFile } from "@/tests/support/fake-razorpay";

// The daily reconciliation against both gateways: TEST MODE's own rows, and Razorpay through its SDK against the
// local fake of its API. The environment is set before anything reads it (lib/env.ts parses it once).
const fake = await fakeRazorpayForFile();

/** A day no other test pays on: each run has a database of its own, and no test dates its orders this far back. */
const DAY = "2021-03-15";
const paidThatDay = new Date(istDayStart(DAY).getTime() + 12 * 3_600_000);

async function orderPaidThatDay(customerId: string, restaurantId: string) {
  const order = await createPaidOrder(customerId, restaurantId);
  await db().order.update({ where: { id: order.id }, data: { paidAt: paidThatDay } });
  return order;
}

describe("the daily reconciliation", () => {
  it("checks the day's paid orders against the gateways and the ledger, and reports the one that differs", async () => {
    const restaurant = await createOpenRestaurant();
    const customer = await createUser("customer");
    await orderPaidThatDay(customer.id, restaurant.id);
    const refunded = await createPaidOrder(customer.id, restaurant.id, {
      paymentStatus: "refunded",
      status: "cancelled",
    });
    await db().order.update({ where: { id: refunded.id }, data: { paidAt: paidThatDay } });
    await db().testGatewayPayment.update({
      where: { id: refunded.payments[0]!.providerPaymentId! },
      data: { status: "refunded" },
    });

    // Paid through Razorpay: the fake holds its payment, as the SDK fetches it.
    const throughRazorpay = await orderPaidThatDay(customer.id, restaurant.id);
    const paymentId = `pay_${uniqueSuffix()}${uniqueSuffix()}`;
    fake.payments.set(paymentId, {
      id: paymentId,
      order_id: `order_${uniqueSuffix()}`,
      amount: throughRazorpay.totalPaise,
      currency: "INR",
      status: "captured",
      error_description: null,
    });
    await db().payment.update({
      where: { id: throughRazorpay.payments[0]!.id },
      data: { provider: "razorpay", providerPaymentId: paymentId },
    });

    // The deliberate mismatch: the gateway took ₹1 more than the order's total.
    const wrong = await orderPaidThatDay(customer.id, restaurant.id);
    await db().testGatewayPayment.update({
      where: { id: wrong.payments[0]!.providerPaymentId! },
      data: { amountPaise: wrong.totalPaise + 100 },
    });

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const outcome = await reconcileDay(DAY);
      expect(outcome.checked).toBe(4);
      expect(outcome.mismatches).toEqual([
        {
          orderId: wrong.id,
          problem: `the gateway took ${wrong.totalPaise + 100} paise, the order is ${wrong.totalPaise}`,
        },
      ]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`order ${wrong.id}: the gateway took`));
    } finally {
      logged.mockRestore();
    }
    const report = await db().reconcileReport.findUniqueOrThrow({ where: { date: DAY } });
    expect(report).toMatchObject({ checked: 4, mismatches: [{ orderId: wrong.id }] });

    // Put right at the gateway, a re-run replaces the day's report.
    await db().testGatewayPayment.update({
      where: { id: wrong.payments[0]!.providerPaymentId! },
      data: { amountPaise: wrong.totalPaise },
    });
    const again = await runReconcileJob({ date: DAY });
    expect(again).toEqual({ date: DAY, checked: 4, mismatches: [] });
    expect(await db().reconcileReport.count({ where: { date: DAY } })).toBe(1);
  });
});
