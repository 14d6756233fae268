// Refunds by the platform's staff (issue 33): POST /api/admin/orders/refund and refundOrder, on the real database and
// the TEST MODE gateway. Each bad input is a clear 4xx that changes nothing; a refund is sent once, however often its
// job runs, and writes balanced ledger entries; parts add up to at most what was paid.
import { describe, expect, it } from "vitest";
import { POST as refundRoute } from "@/app/api/(admin)/admin/orders/refund/route";
import { refundOrder } from "@/lib/admin/refunds";
import { runRefundJob, sendOrderRefund } from "@/lib/admin/refunds-job";
import { db } from "@/lib/db";
import { drainJobs } from "@/lib/jobs/worker";
import { providerRefund } from "@/lib/payments/refund-provider";
import { listCustomerOrders } from "@/lib/orders/list";
import { formatRupees } from "@/lib/ui/format";
import { adminSession } from "@/tests/support/admin";
import { createOpenRestaurant, createPaidOrder, createUser } from "@/tests/support/factories";
import { eventually } from "@/tests/support/outbox";
import { jsonPost, sessionUserOf } from "@/tests/support/session";

type Answer = {
  status: number;
  body: { message: string; refund?: { _id: string; amountPaise: number; state: string } };
};

async function postRefund(body: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await refundRoute(jsonPost("/api/admin/orders/refund", body, headers));
  return { status: response.status, body: await response.json() };
}

/** A customer's order paid through the TEST MODE gateway (₹199 + ₹20 delivery), and its customer. */
async function paidOrder(status: "pending" | "delivered" = "delivered") {
  const customer = await createUser("customer");
  const restaurant = await createOpenRestaurant();
  const order = await createPaidOrder(customer.id, restaurant.id, { status });
  return { customer, order, paymentId: order.payments[0]!.providerPaymentId! };
}

/** What the order's refunds left behind: rows, audit entries, the gateway's refund rows, ledger entries. */
async function traces(orderId: string, paymentId: string) {
  const [refunds, audit, gateway, ledger] = await Promise.all([
    db().orderRefund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    db().auditEntry.findMany({ where: { entityId: orderId }, orderBy: { id: "asc" } }),
    // The TEST MODE gateway's parts refunded (lib/payments/test-gateway.ts keeps each as a row naming the payment).
    db().testGatewayOrder.findMany({ where: { receipt: `refund-of:${paymentId}` } }),
    db().ledgerEntry.findMany({ where: { orderId, kind: "refund" } }),
  ]);
  return { refunds, audit, gateway, ledger };
}

const rupees = (paise: number) => formatRupees(paise / 100);

describe("POST /api/admin/orders/refund", () => {
  it("refunds a part through the TEST MODE gateway at once, with its audit entry, balanced ledger and mail", async () => {
    const admin = await adminSession();
    const { customer, order } = await paidOrder();
    const answer = await postRefund(
      { orderId: order.id, amountPaise: 5000, reason: "The raita was missing" },
      admin.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.refund).toMatchObject({ amountPaise: 5000, state: "refunded" });
    expect(answer.body.message).toBe(`${rupees(5000)} refunded`);

    const paymentId = order.payments[0]!.providerPaymentId!;
    const { refunds, audit, gateway, ledger } = await traces(order.id, paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ state: "refunded", amountPaise: 5000, full: false, createdById: admin.user.id });
    expect(refunds[0]!.providerRefundId).toBe(gateway[0]!.id);
    expect(gateway.map((row) => row.amountPaise)).toEqual([5000]);
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.reason])).toEqual([
      ["order.refund", admin.user.id, "The raita was missing"],
    ]);
    // The refund's entries add up to 0, with exactly the amount back to the customer on the refunds account.
    expect(ledger.every((entry) => entry.event === `refund:${refunds[0]!.id}`)).toBe(true);
    expect(ledger.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(0);
    expect(ledger.filter((e) => e.account === "refunds").reduce((sum, e) => sum + e.amountPaise, 0)).toBe(5000);
    // The payment is only partly refunded: still paid, at the gateway too.
    const payment = await db().testGatewayPayment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.status).toBe("captured");
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("paid");
    // The customer's order shows the refunded part beside the spec's fields.
    const page = await listCustomerOrders(sessionUserOf(customer), { page: 1, pageSize: 10 });
    expect(page.orders[0]).toMatchObject({ _id: order.id, refundedPaise: 5000, refundPendingPaise: 0, refund: null });
    // The customer's mail is queued with the record, keyed by the order so the console lists it.
    const mails = await db().$queryRawUnsafe<Array<{ data: { template: string; data: { amountPaise: number } } }>>(
      `SELECT data FROM pgboss.job WHERE name = 'mail' AND data->>'key' = $1`,
      `mail:order-refund:${order.id}:${refunds[0]!.id}`,
    );
    expect(mails.map((job) => [job.data.template, job.data.data.amountPaise])).toEqual([["platformRefund", 5000]]);
  });

  it("refuses more than is left (422 naming it), 0, fractions and negatives (422), changing nothing", async () => {
    const admin = await adminSession();
    const { order } = await paidOrder();
    const paymentId = order.payments[0]!.providerPaymentId!;
    expect((await postRefund({ orderId: order.id, amountPaise: 4000, reason: "Late" }, admin.headers)).status).toBe(
      200,
    );
    const before = await traces(order.id, paymentId);

    const over = await postRefund({ orderId: order.id, amountPaise: order.totalPaise, reason: "Late" }, admin.headers);
    expect(over).toMatchObject({
      status: 422,
      body: { message: `At most ${rupees(order.totalPaise - 4000)} can be refunded` },
    });
    for (const amountPaise of [0, 12.5, -100, "100"]) {
      const bad = await postRefund({ orderId: order.id, amountPaise, reason: "Late" }, admin.headers);
      expect(bad.status, String(amountPaise)).toBe(422);
    }
    const noReason = await postRefund({ orderId: order.id, amountPaise: 100, reason: "  " }, admin.headers);
    expect(noReason.status).toBe(422);
    const unknown = await postRefund({ orderId: "nope123", amountPaise: 100, reason: "Late" }, admin.headers);
    expect(unknown.status).toBe(404);
    expect(await traces(order.id, paymentId)).toEqual(before);
  });

  it("refuses a cash order: 409 nothing was paid online, collected or not", async () => {
    const admin = await adminSession();
    const { order } = await paidOrder();
    await db().order.update({ where: { id: order.id }, data: { paymentMethod: "cod", paymentStatus: "cod_due" } });
    const due = await postRefund({ orderId: order.id, amountPaise: 100, reason: "Cold food" }, admin.headers);
    expect(due.status).toBe(409);
    expect(due.body.message).toMatch(/Nothing was paid online/);
    await db().order.update({ where: { id: order.id }, data: { codCollectedAt: new Date(), codCollectedVia: "cash" } });
    const collected = await postRefund({ orderId: order.id, amountPaise: 100, reason: "Cold food" }, admin.headers);
    expect(collected.status).toBe(409);
    expect(collected.body.message).toMatch(/nothing was paid online/);
    expect(await db().orderRefund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("adds parts up to the whole: then the order is refunded with its credit note, and nothing more can go", async () => {
    const admin = await adminSession();
    const { order, paymentId } = await paidOrder();
    const first = await refundOrder(admin.session, { orderId: order.id, amountPaise: 1000, reason: "Late" });
    const rest = await refundOrder(admin.session, {
      orderId: order.id,
      amountPaise: 0,
      reason: "Never arrived",
      full: true,
    });
    expect([first.state, rest.state, rest.amountPaise]).toEqual(["refunded", "refunded", order.totalPaise - 1000]);
    const after = await db().order.findUniqueOrThrow({
      where: { id: order.id },
      include: { payments: true, invoices: true, ledger: true },
    });
    expect(after.paymentStatus).toBe("refunded");
    expect(after.payments[0]!.status).toBe("refunded");
    expect(after.invoices.map((doc) => doc.kind).sort()).toEqual(["credit_note", "invoice"]);
    expect((await db().testGatewayPayment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("refunded");
    const refunded = after.ledger.filter((e) => e.kind === "refund" && e.account === "refunds");
    expect(refunded.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(order.totalPaise);
    expect(after.ledger.filter((e) => e.kind === "refund").reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0);

    await expect(
      refundOrder(admin.session, { orderId: order.id, amountPaise: 1, reason: "More" }),
    ).rejects.toMatchObject({ status: 422, message: `At most ${rupees(0)} can be refunded` });
    // A second full refund: 409 (the partial unique index holds it too).
    await expect(
      refundOrder(admin.session, { orderId: order.id, amountPaise: 0, reason: "Again", full: true }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      db().orderRefund.create({
        data: { orderId: order.id, amountPaise: 1, reason: "x", full: true, createdById: admin.user.id },
      }),
    ).rejects.toThrow();
  });

  it("is refused to anyone but an admin, even when the service is called directly", async () => {
    const { customer, order } = await paidOrder();
    await expect(
      refundOrder(sessionUserOf(customer), { orderId: order.id, amountPaise: 100, reason: "Me" }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe("the refunds job", () => {
  it("sends a refund written in the caller's transaction once, however often it runs", async () => {
    const admin = await adminSession();
    const { order } = await paidOrder();
    const paymentId = order.payments[0]!.providerPaymentId!;
    const written = await db().$transaction((tx) =>
      refundOrder(admin.session, { orderId: order.id, amountPaise: 2500, reason: "Cold food" }, tx),
    );
    expect(written.state).toBe("pending");
    expect((await traces(order.id, paymentId)).gateway).toHaveLength(0);

    await drainJobs({ only: ["refunds"] });
    await eventually(async () => {
      const row = await db().orderRefund.findUniqueOrThrow({ where: { id: written.id } });
      return row.state === "refunded" ? row : undefined;
    });
    // Again, by the job's handler and by hand: nothing is sent twice.
    await expect(runRefundJob({ key: `order-refund:${written.id}`, refundId: written.id })).resolves.toMatchObject({
      state: "refunded",
    });
    expect(await sendOrderRefund(written.id)).toBe("refunded");
    const { gateway, ledger, refunds } = await traces(order.id, paymentId);
    expect(gateway.map((row) => row.amountPaise)).toEqual([2500]);
    expect(refunds[0]!.attempts).toBe(1);
    expect(ledger.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(0);
  });

  it("after a run cut short once the provider had it, the next run finds that refund and sends nothing", async () => {
    const admin = await adminSession();
    const { order, paymentId } = await paidOrder();
    const written = await db().$transaction((tx) =>
      refundOrder(admin.session, { orderId: order.id, amountPaise: 3000, reason: "Spilled" }, tx),
    );
    // The cut-short run: claimed, sent to the provider, then the process died before recording it.
    const claimedAt = new Date(Date.now() - 5 * 60_000);
    await db().orderRefund.update({ where: { id: written.id }, data: { lockedAt: claimedAt, attempts: 1 } });
    const sentId = await providerRefund("test", paymentId, 3000, `refund:${written.id}`);

    expect(await sendOrderRefund(written.id)).toBe("refunded");
    const row = await db().orderRefund.findUniqueOrThrow({ where: { id: written.id } });
    expect(row.providerRefundId).toBe(sentId);
    const { gateway } = await traces(order.id, paymentId);
    expect(gateway).toHaveLength(1);
  });

  it("keeps a refund the provider refused as failed, and it no longer counts against what can be refunded", async () => {
    const admin = await adminSession();
    const { order, paymentId } = await paidOrder();
    // The gateway no longer has the payment captured (refunded outside the app): it refuses.
    await db().testGatewayPayment.update({ where: { id: paymentId }, data: { status: "failed" } });
    const refund = await refundOrder(admin.session, { orderId: order.id, amountPaise: 1500, reason: "Late" });
    expect(refund.state).toBe("failed");
    const row = await db().orderRefund.findUniqueOrThrow({ where: { id: refund.id } });
    expect(row.failureReason).toMatch(/cannot be refunded/);
    expect(await db().ledgerEntry.count({ where: { orderId: order.id, kind: "refund" } })).toBe(0);
  });
});
