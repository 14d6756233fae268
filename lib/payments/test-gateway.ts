import "server-only";
import { randomBytes } from "node:crypto";
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
  async refund(paymentId, amountPaise) {
    const refundId = newId("rfnd");
    const { count } = await db().testGatewayPayment.updateMany({
      where: { id: paymentId, status: "captured", amountPaise, refundId: null },
      data: { status: "refunded", refundId, refundedAt: new Date() },
    });
    if (count === 0) {
      throw new ProviderError("rejected", `BAD_REQUEST_ERROR: payment ${paymentId} cannot be refunded`, 400);
    }
    return { id: refundId };
  },
  keySecret: () => derivedTestSecret("test-gateway"),
  webhookSecret: () => derivedTestSecret("test-gateway-webhook"),
};

/** The Pay button of the TEST MODE page: a captured payment for the whole order, by `method`, signed. */
export async function payTestOrder(
  providerOrderId: string,
  method: TestPaymentMethod = "upi",
): Promise<PaymentSuccess> {
  const paymentId = newId("pay");
  await db().$transaction(async (tx) => {
    const order = await tx.testGatewayOrder.findUnique({ where: { id: providerOrderId } });
    if (!order) throw new AppError(404, "Payment order not found");
    // Like a paid Razorpay order, a paid test order takes no second payment.
    const { count } = await tx.testGatewayOrder.updateMany({
      where: { id: providerOrderId, status: "created" },
      data: { status: "paid" },
    });
    if (count === 0) throw new AppError(409, "This order is already paid");
    await tx.testGatewayPayment.create({
      data: { id: paymentId, providerOrderId, amountPaise: order.amountPaise, status: "captured", method },
    });
  });
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
