import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { derivedTestSecret, ProviderError, type PaymentGateway } from "@/lib/payments/provider";
import { paymentSignature } from "@/lib/payments/signature";
import type { PaymentFailure, PaymentSuccess } from "@/lib/payments/contract";
import type { TestPaymentMethod } from "@/lib/payments/test-methods";

// The built-in test gateway, used when Razorpay is not configured. It plays the provider's part
// with its own tables (TestGatewayOrder, TestGatewayPayment) and signs payments in Razorpay's
// format with a secret derived from AUTH_SECRET, so a test payment goes through exactly the
// verification a Razorpay payment does. No money moves: the pages show it as TEST MODE.

const TEST_GATEWAY_KEY_ID = "test_mode";

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export const testGateway: PaymentGateway = {
  name: "test",
  keyId: TEST_GATEWAY_KEY_ID,
  async createOrder(amountPaise, receipt) {
    const order = await db().testGatewayOrder.create({ data: { id: newId("order"), amountPaise, receipt } });
    return { id: order.id, amount: order.amountPaise, currency: "INR", receipt };
  },
  async fetchPayment(paymentId) {
    const payment = await db().testGatewayPayment.findUnique({ where: { id: paymentId } });
    // Razorpay answers 400 for an id it does not know.
    if (!payment) throw new ProviderError("rejected", `BAD_REQUEST_ERROR: The id provided does not exist`, 400);
    const status = payment.status === "captured" || payment.status === "refunded" ? payment.status : "failed";
    return {
      id: payment.id,
      orderId: payment.providerOrderId,
      amount: payment.amountPaise,
      status,
      method: payment.method,
    };
  },
  async refund(paymentId, amountPaise, receipt) {
    return refundTestPayment(paymentId, amountPaise, receipt);
  },
  async findRefund(paymentId, receipt) {
    const id = refundIdOf(receipt);
    const [part, whole] = await Promise.all([
      db().testGatewayOrder.count({ where: { id, receipt: partsOf(paymentId) } }),
      db().testGatewayPayment.count({ where: { id: paymentId, refundId: id } }),
    ]);
    return part + whole > 0 ? { id } : null;
  },
  keySecret: () => derivedTestSecret("test-gateway"),
  webhookSecret: () => derivedTestSecret("test-gateway-webhook"),
};

/**
 * A part of a payment refunded is kept as a row of TestGatewayOrder (id: the refund's id, its amount, "paid"), whose
 * receipt names the payment: the test gateway's tables allow one captured or refunded payment per order and no other
 * payment status, so a part has no row of its own among the payments. No payment is ever made on such a row.
 */
const partsOf = (paymentId: string) => `refund-of:${paymentId}`;

/** The id of the refund named `receipt`: the same receipt is the same refund, so a repeat refunds nothing twice. */
const refundIdOf = (receipt: string) => `rfnd_test_${createHash("sha256").update(receipt).digest("hex").slice(0, 16)}`;

/**
 * Refunds `amountPaise` of a captured test payment, as Razorpay does: the whole or a part, parts until the whole is
 * refunded (then the payment is `refunded`), never more than was paid. The payment's row is locked, so two refunds
 * at once are added up one after the other.
 */
async function refundTestPayment(paymentId: string, amountPaise: number, receipt?: string): Promise<{ id: string }> {
  const refused = (why: string) => new ProviderError("rejected", `BAD_REQUEST_ERROR: ${why}`, 400);
  return db().$transaction(async (tx) => {
    const [payment] = await tx.$queryRaw<Array<{ amountPaise: number; status: string; refundId: string | null }>>`
      SELECT "amountPaise", "status", "refundId" FROM "TestGatewayPayment" WHERE "id" = ${paymentId} FOR UPDATE`;
    const refundId = receipt ? refundIdOf(receipt) : newId("rfnd");
    if (receipt && payment?.refundId === refundId) return { id: refundId };
    if (receipt && (await tx.testGatewayOrder.count({ where: { id: refundId, receipt: partsOf(paymentId) } })) > 0) {
      return { id: refundId };
    }
    if (payment?.status !== "captured") throw refused(`payment ${paymentId} cannot be refunded`);
    const parts = await tx.testGatewayOrder.aggregate({
      where: { receipt: partsOf(paymentId) },
      _sum: { amountPaise: true },
    });
    const refunded = parts._sum.amountPaise ?? 0;
    if (!Number.isInteger(amountPaise) || amountPaise <= 0 || refunded + amountPaise > payment.amountPaise) {
      throw refused(`The refund amount exceeds what is left of payment ${paymentId}`);
    }
    const whole = refunded + amountPaise === payment.amountPaise;
    if (!whole || refunded > 0) {
      await tx.testGatewayOrder.create({
        data: { id: refundId, amountPaise, receipt: partsOf(paymentId), status: "paid" },
      });
    }
    if (whole) {
      // The last part (or the whole at once): the payment is refunded; its refundId is the refund of the whole.
      await tx.testGatewayPayment.update({
        where: { id: paymentId },
        data: { status: "refunded", refundedAt: new Date(), ...(refunded === 0 && { refundId }) },
      });
    }
    return { id: refundId };
  });
}

/** The Pay button of the TEST MODE page: a captured payment for the whole order, by `method`, signed. */
export async function payTestOrder(
  providerOrderId: string,
  method: TestPaymentMethod = "upi",
): Promise<PaymentSuccess> {
  const paymentId = newId("pay");
  // One statement: the order turns paid only from created (like a paid Razorpay order, a paid test order takes no
  // second payment; of two at once the row lock lets one through) and its captured payment is written with it. The
  // bench's checkout pays here, and each statement costs the server about a millisecond (docs/performance.md).
  const captured = await db().$queryRaw<Array<{ id: string }>>`
    WITH paid AS (
      UPDATE "TestGatewayOrder" SET "status" = 'paid'
      WHERE "id" = ${providerOrderId} AND "status" = 'created'
      RETURNING "id", "amountPaise"
    )
    INSERT INTO "TestGatewayPayment" ("id", "providerOrderId", "amountPaise", "status", "method")
    SELECT ${paymentId}, "id", "amountPaise", 'captured', ${method} FROM paid
    RETURNING "id"`;
  if (captured.length === 0) {
    const order = await db().testGatewayOrder.findUnique({ where: { id: providerOrderId }, select: { id: true } });
    if (!order) throw new AppError(404, "Payment order not found");
    throw new AppError(409, "This order is already paid");
  }
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(providerOrderId, paymentId, testGateway.keySecret()),
  };
}

const TEST_FAILURE_DESCRIPTION = "The test payment was declined (TEST MODE)";

/** The Fail button: a failed payment attempt; the order stays payable, as with Razorpay. */
export async function failTestOrder(providerOrderId: string): Promise<PaymentFailure> {
  const order = await db().testGatewayOrder.findUnique({ where: { id: providerOrderId } });
  if (!order) throw new AppError(404, "Payment order not found");
  if (order.status !== "created") throw new AppError(409, "This order is already paid");
  const payment = await db().testGatewayPayment.create({
    data: {
      id: newId("pay"),
      providerOrderId,
      amountPaise: order.amountPaise,
      status: "failed",
      errorReason: TEST_FAILURE_DESCRIPTION,
    },
  });
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: payment.id,
    error: { description: TEST_FAILURE_DESCRIPTION },
  };
}
