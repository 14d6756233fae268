import "server-only";
import { db } from "@/lib/db";
import { failureText, providerRefund, REFUND_LOCK_MS } from "@/lib/payments/refund-provider";
import type { GatewayName } from "@/lib/payments/gateway";

// Captured payments that paid for nothing: a spec checkout's (createPaymentOrder with only an
// amount) that placeOrder refused (the amount did not match the order, the kitchen closed...) or
// that the client never came back to place, and any checkout's that arrived after it expired or
// changed (expiry.ts). The money goes back to the customer; nothing else holds it.

/** A verified payment with no order this long after it started is refunded by the refund job. */
export const UNPLACED_PAYMENT_REFUND_AFTER_MS = 30 * 60_000;

/**
 * Refunds a verified payment that has no order, once: a claim on the row (refundLockedAt) keeps two
 * attempts apart, and refundRequestedAt stays set so placeOrder never places it and the job retries
 * it after a provider failure. "pending" when the provider could not be reached (retried later).
 */
export async function refundUnplacedPayment(
  paymentId: string,
  now: Date = new Date(),
): Promise<"refunded" | "pending" | null> {
  await db().payment.updateMany({
    where: { id: paymentId, orderId: null, status: "paid", refundRequestedAt: null },
    data: { refundRequestedAt: now },
  });
  return refundUnusedPayment(paymentId, now);
}

/**
 * Refunds a captured payment that paid for nothing (refundRequestedAt set: no order was placed with
 * it, or its checkout refused it), once, with the same claim as a cancelled order's refund.
 */
export async function refundUnusedPayment(
  paymentId: string,
  now: Date = new Date(),
): Promise<"refunded" | "pending" | null> {
  const { count } = await db().payment.updateMany({
    where: {
      id: paymentId,
      refundRequestedAt: { not: null },
      status: "paid",
      OR: [{ refundLockedAt: null }, { refundLockedAt: { lt: new Date(now.getTime() - REFUND_LOCK_MS) } }],
    },
    data: { refundLockedAt: now },
  });
  const payment = await db().payment.findUnique({
    where: { id: paymentId },
    select: { status: true, provider: true, providerPaymentId: true, amountPaise: true },
  });
  if (payment?.status === "refunded") return "refunded";
  if (count === 0 || !payment?.providerPaymentId) return count === 0 && payment ? "pending" : null;
  try {
    const refundId = await providerRefund(payment.provider, payment.providerPaymentId, payment.amountPaise);
    await db().payment.update({
      where: { id: paymentId },
      data: { status: "refunded", refundId, refundedAt: new Date(), refundLockedAt: null, failureReason: null },
    });
    return "refunded";
  } catch (error) {
    console.error(`Refund of unplaced payment ${paymentId} failed; it stays pending`, error);
    await db().payment.update({
      where: { id: paymentId },
      data: { refundLockedAt: null, failureReason: `Refund failed: ${failureText(error)}`.slice(0, 500) },
    });
    return "pending";
  }
}

/**
 * Refunds verified payments with no order whose refund was asked for, or that were left unplaced
 * longer than UNPLACED_PAYMENT_REFUND_AFTER_MS (oldest first, `limit` at a time).
 */
export async function retryUnplacedRefunds({
  providers,
  minAgeMs = 0,
  limit = 20,
  now = new Date(),
}: {
  providers: GatewayName[];
  minAgeMs?: number;
  limit?: number;
  now?: Date;
}): Promise<{ refunded: number; pending: number }> {
  const due = await db().payment.findMany({
    where: {
      status: "paid",
      provider: { in: providers },
      OR: [
        { refundRequestedAt: { not: null } },
        { orderId: null, createdAt: { lt: new Date(now.getTime() - UNPLACED_PAYMENT_REFUND_AFTER_MS) } },
      ],
      ...(minAgeMs > 0 && { updatedAt: { lt: new Date(now.getTime() - minAgeMs) } }),
    },
    select: { id: true, orderId: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  const result = { refunded: 0, pending: 0 };
  for (const { id, orderId } of due) {
    const outcome = orderId ? await refundUnusedPayment(id, now) : await refundUnplacedPayment(id, now);
    if (outcome === "refunded") result.refunded += 1;
    else if (outcome === "pending") result.pending += 1;
  }
  return result;
}
