// The platform's refunds through Razorpay's official SDK against the local fake of its API (issue 33): several parts of
// one payment, each sent once with its receipt, and a run cut short after Razorpay took a part sends nothing again.
import { describe, expect, it } from "vitest";
import { refundOrder } from "@/lib/admin/refunds";
import { sendOrderRefund } from "@/lib/admin/refunds-job";
import { db } from "@/lib/db";
import { adminSession } from "@/tests/support/admin";
import { startedCheckout } from "@/tests/support/checkout-steps";
import { fakeRazorpayForFile } from "@/tests/support/fake-razorpay";
import { post } from "@/tests/support/order-calls";

// The environment is set before anything reads it (lib/env.ts parses it once, on first use).
const fake = await fakeRazorpayForFile();

async function paidThroughRazorpay() {
  const started = await startedCheckout();
  const paid = fake.pay(started.created.order.id);
  expect((await post("verifyPayment", paid, started.headers)).status).toBe(200);
  return { orderId: started.created.orderId as string, paymentId: paid.razorpay_payment_id };
}

describe("the platform's refunds through Razorpay", () => {
  it("refunds parts of one payment until the whole, each once, with its receipt", async () => {
    const admin = await adminSession();
    const { orderId, paymentId } = await paidThroughRazorpay();
    const first = await refundOrder(admin.session, { orderId, amountPaise: 5000, reason: "Late" });
    const second = await refundOrder(admin.session, { orderId, amountPaise: 4000, reason: "Cold" });
    expect([first.state, second.state]).toEqual(["refunded", "refunded"]);
    await expect(refundOrder(admin.session, { orderId, amountPaise: 30_001, reason: "More" })).rejects.toMatchObject({
      status: 422,
    });
    const rest = await refundOrder(admin.session, { orderId, amountPaise: 0, reason: "Never came", full: true });
    expect(rest).toMatchObject({ amountPaise: 30_000, state: "refunded" });
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toEqual([
      { id: expect.any(String), payment_id: paymentId, amount: 5000, receipt: `refund:${first.id}` },
      { id: expect.any(String), payment_id: paymentId, amount: 4000, receipt: `refund:${second.id}` },
      { id: expect.any(String), payment_id: paymentId, amount: 30_000, receipt: `refund:${rest.id}` },
    ]);
    expect(fake.payments.get(paymentId)?.status).toBe("refunded");
    expect((await db().order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe("refunded");
  });

  it("after a run cut short once Razorpay had the part, the next run records that refund and sends nothing", async () => {
    const admin = await adminSession();
    const { orderId, paymentId } = await paidThroughRazorpay();
    const written = await db().$transaction((tx) =>
      refundOrder(admin.session, { orderId, amountPaise: 2500, reason: "Spilled" }, tx),
    );
    // Razorpay took it, then the run died before recording it; its claim has since run out.
    fake.refunds.push({
      id: "rfnd_cutshort0001",
      payment_id: paymentId,
      amount: 2500,
      receipt: `refund:${written.id}`,
    });
    await db().orderRefund.update({
      where: { id: written.id },
      data: { lockedAt: new Date(Date.now() - 5 * 60_000), attempts: 1 },
    });
    const posts = fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/refund")).length;
    expect(await sendOrderRefund(written.id)).toBe("refunded");
    expect(fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/refund")).length).toBe(posts);
    expect((await db().orderRefund.findUniqueOrThrow({ where: { id: written.id } })).providerRefundId).toBe(
      "rfnd_cutshort0001",
    );
  });

  it("keeps a refund pending while Razorpay is down, and sends it once it answers", async () => {
    const admin = await adminSession();
    const { orderId, paymentId } = await paidThroughRazorpay();
    fake.refundsFailing = true;
    try {
      const pending = await refundOrder(admin.session, { orderId, amountPaise: 1000, reason: "Late" });
      expect(pending.state).toBe("pending");
      fake.refundsFailing = false;
      expect(await sendOrderRefund(pending.id)).toBe("refunded");
      expect(fake.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([1000]);
    } finally {
      fake.refundsFailing = false;
    }
  });
});
