import "server-only";
import { db } from "@/lib/db";
import { retryUnplacedRefunds } from "@/lib/checkout/unplaced-payments";
import { issueCreditNote } from "@/lib/invoices/service";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { recordRefund } from "@/lib/money/ledger-write";
import { notifyOrderEvent } from "@/lib/orders/notifications";
import { isRazorpayConfigured, type GatewayName } from "@/lib/payments/gateway";
import { failureText, providerRefund, REFUND_LOCK_MS } from "@/lib/payments/refund-provider";

// The refund of a cancelled paid order's payment, when it is cancelled and again by the maintenance job while a
// provider failure left it pending. The platform staff's refunds of their choice are lib/admin/refunds.ts.

/** The refund's transaction waits its turn for the restaurant's credit-note series under load (lib/invoices). */
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

/**
 * Refunds a cancelled paid order again if its refund did not go through (a retried job after a crash);
 * a refunded one is left alone (the payment's claim and status make sure nothing is refunded twice).
 */
export async function refundCancelledOrder(orderId: string): Promise<"refunded" | "pending" | null> {
  return refundOrder(orderId);
}

/**
 * Refunds the payment of a cancelled paid order in full through the provider that took it.
 * A claim on the payment row (refundLockedAt) makes sure two attempts never refund it twice.
 * On a provider failure the order stays cancelled with its refund pending (paymentStatus paid,
 * Payment.failureReason set) for retryPendingRefunds. `minAgeMs` skips payments touched more recently.
 */
export async function refundOrder(
  orderId: string,
  { minAgeMs = 0, now = new Date() }: { minAgeMs?: number; now?: Date } = {},
): Promise<"refunded" | "pending" | null> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      status: true,
      paymentStatus: true,
      cancelledBy: true,
      payments: { where: { status: "paid" }, take: 1 },
    },
  });
  // An order the platform's staff cancelled is refunded as they chose, through OrderRefund (lib/admin/refunds.ts).
  if (!order || order.status !== "cancelled" || order.cancelledBy === "admin") return null;
  if (order.paymentStatus === "refunded") return "refunded";
  const payment = order.payments[0];
  if (order.paymentStatus !== "paid" || !payment?.providerPaymentId) return null;
  // What the platform's staff refunded already (issue 33: a part, from a help thread) is not refunded again.
  const earlier = await db().orderRefund.aggregate({
    where: { orderId, state: { in: ["pending", "refunded"] } },
    _sum: { amountPaise: true },
  });
  const restPaise = payment.amountPaise - (earlier._sum.amountPaise ?? 0);
  if (restPaise <= 0) return null;

  const { count } = await db().payment.updateMany({
    where: {
      id: payment.id,
      status: "paid",
      OR: [{ refundLockedAt: null }, { refundLockedAt: { lt: new Date(now.getTime() - REFUND_LOCK_MS) } }],
      ...(minAgeMs > 0 && { updatedAt: { lt: new Date(now.getTime() - minAgeMs) } }),
    },
    data: { refundLockedAt: now },
  });
  if (count === 0) return "pending";

  let refundId: string | null;
  try {
    refundId = await providerRefund(payment.provider, payment.providerPaymentId, restPaise);
  } catch (error) {
    console.error(`Refund of order ${orderId} failed; it stays pending`, error);
    await db().payment.update({
      where: { id: payment.id },
      data: { refundLockedAt: null, failureReason: `Refund failed: ${failureText(error)}`.slice(0, 500) },
    });
    return "pending";
  }
  const wake: Wake = await db().$transaction(async (tx) => {
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "refunded", refundId, refundedAt: new Date(), refundLockedAt: null, failureReason: null },
    });
    const refunded = await tx.order.update({
      where: { id: orderId },
      data: { paymentStatus: "refunded" },
      select: { customerId: true, restaurantId: true, kitchenStatus: true },
    });
    const event = await tx.orderEvent.create({
      data: { orderId, ...refunded, type: "order.refunded", status: "cancelled" },
      select: { id: true, customerId: true, restaurantId: true },
    });
    await notifyOrderEvent(tx, { orderId, eventId: event.id, type: "order.refunded" });
    await recordRefund(tx, orderId, restPaise);
    // The credit note against the order's tax invoice, with the refund that it records.
    await issueCreditNote(tx, orderId, new Date());
    return wakeOf(event);
  }, TX_OPTIONS);
  await publishOrderEvents([wake]);
  return "refunded";
}

/**
 * Tries again every refund left pending by a provider failure (oldest first, `limit` at a time).
 * Payments of a provider that is not configured here are left alone.
 */
export async function retryPendingRefunds({
  minAgeMs = 0,
  limit = 20,
}: { minAgeMs?: number; limit?: number } = {}): Promise<{ refunded: number; pending: number }> {
  const providers: GatewayName[] = isRazorpayConfigured() ? ["test", "razorpay"] : ["test"];
  const due = await db().payment.findMany({
    where: {
      status: "paid",
      provider: { in: providers },
      // An order the platform's staff cancelled is refunded only as they chose (lib/admin/refunds.ts).
      order: {
        status: "cancelled",
        paymentStatus: "paid",
        OR: [{ cancelledBy: null }, { cancelledBy: { not: "admin" } }],
      },
      ...(minAgeMs > 0 && { updatedAt: { lt: new Date(Date.now() - minAgeMs) } }),
    },
    select: { orderId: true },
    orderBy: { updatedAt: "asc" },
    take: limit,
  });
  const result = { refunded: 0, pending: 0 };
  for (const { orderId } of due) {
    if (!orderId) continue;
    const outcome = await refundOrder(orderId, { minAgeMs });
    if (outcome === "refunded") result.refunded += 1;
    else if (outcome === "pending") result.pending += 1;
  }
  // Payments of the spec's checkout that no order was placed for (refused, or left too long).
  const unplaced = await retryUnplacedRefunds({ providers, minAgeMs, limit });
  return { refunded: result.refunded + unplaced.refunded, pending: result.pending + unplaced.pending };
}
