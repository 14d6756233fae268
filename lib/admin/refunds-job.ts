import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { linkOrigin } from "@/lib/http/public-url";
import { issueCreditNote } from "@/lib/invoices/service";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { queueMail } from "@/lib/messages/mail";
import { recordRefund } from "@/lib/money/ledger-write";
import { orderNumber } from "@/lib/orders/notifications";
import { ProviderError } from "@/lib/payments/gateway";
import { failureText, providerRefund, REFUND_LOCK_MS } from "@/lib/payments/refund-provider";

// The "refunds" job (issue 33): sends one refund by the platform's staff (lib/admin/refunds.ts) to the provider that
// took the payment, then records it. A claim on the row (lockedAt) keeps two runs from sending it at once, and the
// refund's receipt ("refund:<id>") lets a run after a crash find a refund the provider already made, so nothing is
// refunded twice. The record (refunded, the provider's id, the ledger's entries, the customer's mail, an order
// event, and when it completes the payment the order's refunded status and credit note) is one transaction.

type RefundState = "pending" | "refunded" | "failed";

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

const refundSelect = {
  id: true,
  orderId: true,
  amountPaise: true,
  reason: true,
  state: true,
  order: {
    select: {
      customerId: true,
      restaurantId: true,
      status: true,
      kitchenStatus: true,
      customer: { select: { username: true, email: true } },
      restaurant: { select: { name: true } },
      payments: {
        where: { status: { in: ["paid", "refunded"] } },
        take: 1,
        select: { id: true, provider: true, providerPaymentId: true, amountPaise: true },
      },
    },
  },
} as const satisfies Prisma.OrderRefundSelect;

type Claimed = Prisma.OrderRefundGetPayload<{ select: typeof refundSelect }>;

/** Takes the refund for this run: pending, and nobody else's attempt in flight (or theirs was cut short). */
async function claim(refundId: string, now: Date): Promise<boolean> {
  const { count } = await db().orderRefund.updateMany({
    where: {
      id: refundId,
      state: "pending",
      OR: [{ lockedAt: null }, { lockedAt: { lt: new Date(now.getTime() - REFUND_LOCK_MS) } }],
    },
    data: { lockedAt: now, attempts: { increment: 1 } },
  });
  return count === 1;
}

async function release(refundId: string, state: "pending" | "failed", why: string): Promise<RefundState> {
  await db().orderRefund.update({
    where: { id: refundId },
    data: { state, lockedAt: null, failureReason: why.slice(0, 500) },
  });
  return state;
}

/** Records a refund the provider made, with everything that goes with it; null when another run recorded it. */
async function recordDone(
  tx: Prisma.TransactionClient,
  refund: Claimed,
  providerRefundId: string | null,
  now: Date,
): Promise<Wake | null> {
  const { count } = await tx.orderRefund.updateMany({
    where: { id: refund.id, state: "pending" },
    data: { state: "refunded", providerRefundId, refundedAt: now, lockedAt: null, failureReason: null },
  });
  if (count === 0) return null;
  const { order, orderId } = refund;
  await recordRefund(tx, orderId, refund.amountPaise, `refund:${refund.id}`, now);
  const total = await tx.orderRefund.aggregate({ where: { orderId, state: "refunded" }, _sum: { amountPaise: true } });
  const refundedPaise = total._sum.amountPaise ?? refund.amountPaise;
  const payment = order.payments[0]!;
  if (refundedPaise >= payment.amountPaise) {
    // The whole payment is back with the customer: the order is refunded, with its credit note (issue 31).
    await tx.payment.update({ where: { id: payment.id }, data: { status: "refunded", refundedAt: now } });
    await tx.order.update({ where: { id: orderId }, data: { paymentStatus: "refunded" } });
    await issueCreditNote(tx, orderId, now);
  }
  const event = await tx.orderEvent.create({
    data: {
      orderId,
      customerId: order.customerId,
      restaurantId: order.restaurantId,
      type: "order.refunded",
      status: order.status,
      kitchenStatus: order.kitchenStatus,
    },
    select: { id: true, customerId: true, restaurantId: true },
  });
  await queueMail(tx, {
    template: "platformRefund",
    to: order.customer.email,
    // Names the order, so the console finds the mail among the order's messages (SentMessage).
    key: `order-refund:${orderId}:${refund.id}`,
    data: {
      username: order.customer.username,
      restaurantName: order.restaurant.name,
      orderNumber: orderNumber(orderId),
      amountPaise: refund.amountPaise,
      refundedPaise,
      orderUrl: `${linkOrigin()}/orders`,
      reason: refund.reason,
    },
  });
  return wakeOf(event);
}

/**
 * Sends refund `refundId` to the provider and records it; its state after this run. "pending" when another run holds
 * it or the provider did not answer (the job tries again); "failed" when the provider refused it (kept with the
 * provider's words; nothing was refunded).
 */
export async function sendOrderRefund(refundId: string, now: Date = new Date()): Promise<RefundState> {
  const claimed = await claim(refundId, now);
  const refund = await db().orderRefund.findUnique({ where: { id: refundId }, select: refundSelect });
  if (!refund) throw new Error(`Refund ${refundId} not found`);
  if (!claimed) return refund.state;
  const payment = refund.order.payments[0];
  if (!payment?.providerPaymentId) return release(refundId, "failed", "The order has no online payment");
  let providerRefundId: string | null;
  try {
    providerRefundId = await providerRefund(
      payment.provider,
      payment.providerPaymentId,
      refund.amountPaise,
      `refund:${refund.id}`,
    );
  } catch (error) {
    const refused = error instanceof ProviderError && error.kind === "rejected";
    console.error(`Refund ${refundId} of order ${refund.orderId} ${refused ? "refused" : "not sent"}`, error);
    return release(refundId, refused ? "failed" : "pending", `Refund failed: ${failureText(error)}`);
  }
  const wake = await db().$transaction((tx) => recordDone(tx, refund, providerRefundId, now), TX_OPTIONS);
  if (wake) await publishOrderEvents([wake]);
  return "refunded";
}

const RefundJobSchema = z.object({ key: z.string().min(1), refundId: z.string().min(1) });

/** Runs one "refunds" job; a refund still pending afterwards fails the try, so the queue tries it again later. */
export async function runRefundJob(raw: unknown): Promise<{ refundId: string; state: RefundState }> {
  const { refundId } = RefundJobSchema.parse(raw);
  const state = await sendOrderRefund(refundId);
  if (state === "pending") throw new Error(`Refund ${refundId} is still pending; it will be tried again`);
  return { refundId, state };
}
