import "server-only";
import { assertAdmin } from "@/lib/admin/guard";
import { adminOrderRowSelect, toAdminOrderRow } from "@/lib/admin/orders";
import type { AdminOrderDetail } from "@/lib/admin/orders-contract";
import { refundablePaise, refundableSelect } from "@/lib/admin/refunds";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { billOfOrder, orderBillSelect } from "@/lib/money/order-bill";
import { toWireStatus } from "@/lib/orders/status";

// One order as the console reads it (issue 33 item 3): the order with its bill, its timeline (OrderEvent), payments,
// refunds (the spec's cancel refund and the platform's), ledger entries, the messages sent about it, its delivery
// and the rider's track, and its help threads (read-only here; they are answered under /admin/help).

/** The most positions of a rider's track read back (one every 5-10 s: over an hour of riding). */
const TRACK_LIMIT = 500;

const iso = (at: Date | null) => at?.toISOString() ?? null;

const detailSelect = {
  ...adminOrderRowSelect,
  ...orderBillSelect,
  ...refundableSelect,
  kitchenStatus: true,
  cancelledAt: true,
  cancelReason: true,
  deliveryAddress: true,
  deliveryLocality: true,
  deliveryCity: true,
  deliveryPincode: true,
  deliveryPhone: true,
  events: {
    orderBy: { id: "asc" },
    select: { id: true, type: true, status: true, kitchenStatus: true, createdAt: true },
  },
  ledger: {
    orderBy: [{ at: "asc" as const }, { kind: "asc" as const }, { account: "asc" as const }],
    select: { kind: true, event: true, account: true, amountPaise: true, memo: true, at: true },
  },
  helpThreads: {
    orderBy: { createdAt: "desc" },
    select: { id: true, reason: true, status: true, createdAt: true, _count: { select: { messages: true } } },
  },
  delivery: {
    select: {
      state: true,
      riderId: true,
      assignedAt: true,
      pickedUpAt: true,
      deliveredAt: true,
      flaggedAt: true,
      distanceMeters: true,
      payPaise: true,
      cashCollectedPaise: true,
      rider: { select: { user: { select: { id: true, username: true, email: true } } } },
    },
  },
} satisfies Prisma.OrderSelect;

/** GET /api/admin/orders/[id]: everything the console shows of one order; 404 for an unknown id. */
export async function adminOrderDetail(admin: SessionUser, orderId: string): Promise<AdminOrderDetail> {
  assertAdmin(admin);
  const order = await db().order.findUnique({ where: { id: orderId }, select: detailSelect });
  if (!order) throw notFound("Order");
  const [payments, platformRefunds, messages, track] = await Promise.all([
    db().payment.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    db().orderRefund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } }),
    // Every message's key names its order (lib/orders/notifications.ts, lib/admin/refunds-job.ts).
    db().sentMessage.findMany({ where: { key: { contains: orderId } }, orderBy: { sentAt: "asc" } }),
    db().riderPosition.findMany({
      where: { orderId },
      orderBy: { at: "asc" },
      take: TRACK_LIMIT,
      select: { lat: true, lng: true, at: true },
    }),
  ]);
  const admins = await db().user.findMany({
    where: { id: { in: [...new Set(platformRefunds.map((refund) => refund.createdById))] } },
    select: { id: true, email: true },
  });
  const adminEmail = new Map(admins.map((user) => [user.id, user.email]));
  const platformRefunded = platformRefunds
    .filter((refund) => refund.state === "refunded")
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  const cancelRefunds = payments
    .filter((payment) => payment.refundId !== null || (payment.refundLockedAt !== null && payment.status === "paid"))
    .map((payment) => ({
      _id: payment.id,
      kind: "cancel" as const,
      // The spec's refund is of the whole rest: what the platform had not refunded before.
      amountPaise: payment.amountPaise - platformRefunded,
      state: payment.refundId ? ("refunded" as const) : ("pending" as const),
      reason: order.cancelReason,
      full: true,
      providerRefundId: payment.refundId,
      failureReason: payment.failureReason,
      by: null,
      threadId: null,
      createdAt: (order.cancelledAt ?? payment.updatedAt).toISOString(),
      refundedAt: iso(payment.refundedAt),
    }));
  const delivery = order.delivery;
  const rider = delivery?.rider?.user ?? null;
  return {
    order: {
      ...toAdminOrderRow(order),
      kitchenStatus: order.kitchenStatus,
      cancelledAt: iso(order.cancelledAt),
      cancelledBy: order.cancelledBy,
      cancelReason: order.cancelReason,
      deliveryAddress: [order.deliveryAddress, order.deliveryLocality, order.deliveryCity, order.deliveryPincode]
        .filter(Boolean)
        .join(", "),
      customerPhone: order.deliveryPhone,
      bill: billOfOrder(order).lines.map((line) => ({ label: line.label, amountPaise: line.amountPaise })),
      refundablePaise: order.paymentMethod === "online" ? refundablePaise(order) : 0,
      canCancel: order.status === "pending" || order.status === "out_for_delivery",
    },
    timeline: order.events.map((event) => ({
      _id: event.id.toString(),
      type: event.type,
      status: toWireStatus(event.status),
      kitchenStatus: event.kitchenStatus,
      at: event.createdAt.toISOString(),
    })),
    payments: payments.map((payment) => ({
      _id: payment.id,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: payment.amountPaise,
      status: payment.status,
      method: payment.method,
      failureReason: payment.failureReason,
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: [
      ...cancelRefunds,
      ...platformRefunds.map((refund) => ({
        _id: refund.id,
        kind: "platform" as const,
        amountPaise: refund.amountPaise,
        state: refund.state,
        reason: refund.reason,
        full: refund.full,
        providerRefundId: refund.providerRefundId,
        failureReason: refund.failureReason,
        by: adminEmail.get(refund.createdById) ?? null,
        threadId: refund.threadId,
        createdAt: refund.createdAt.toISOString(),
        refundedAt: iso(refund.refundedAt),
      })),
    ],
    ledger: order.ledger.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    messages: messages.map((sent) => ({
      key: sent.key,
      channel: sent.channel,
      recipient: sent.recipient,
      sentAt: sent.sentAt.toISOString(),
    })),
    delivery: delivery
      ? {
          state: delivery.state,
          rider: rider ? { _id: rider.id, username: rider.username, email: rider.email } : null,
          assignedAt: iso(delivery.assignedAt),
          pickedUpAt: iso(delivery.pickedUpAt),
          deliveredAt: iso(delivery.deliveredAt),
          flaggedAt: iso(delivery.flaggedAt),
          distanceMeters: delivery.distanceMeters,
          payPaise: delivery.payPaise,
          cashCollectedPaise: delivery.cashCollectedPaise,
          track: track.map((point) => ({ lat: point.lat, lng: point.lng, at: point.at.toISOString() })),
        }
      : null,
    helpThreads: order.helpThreads.map((thread) => ({
      _id: thread.id,
      reason: thread.reason,
      status: thread.status,
      messages: thread._count.messages,
      createdAt: thread.createdAt.toISOString(),
    })),
  };
}
