import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { assertAdmin } from "@/lib/admin/guard";
import type { AdminHelpReplyAnswer, AdminHelpThread, HelpInboxAnswer } from "@/lib/admin/help-contract";
import { notifyCustomerOfReply } from "@/lib/admin/help-notify";
import { helpOrderNumber } from "@/lib/admin/help-rules";
import type { AdminHelpReplyInput } from "@/lib/admin/help-schemas";
import { HELP_REASON_LABELS, SUPPORT_NAME, type HelpStatusId } from "@/lib/admin/help-words";
import { refundOrder } from "@/lib/admin/refunds";
import type { SessionUser } from "@/lib/auth/session-user";
import { BUSY_PATH_TX, db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import { toWireStatus } from "@/lib/orders/status";

// Help on an order, the console's side (issue 33 item 4, docs/admin.md "Help"): the inbox, a thread with its order
// (what was paid, what was refunded), and the staff's reply, which may refund part of the order and close the
// thread, all in one transaction with its audit entry and the customer's mail and push.

const INBOX_LIMIT = 100;
/** The inbox's last message is cut to this many characters. */
const PREVIEW = 200;

/** GET /api/admin/help: one status's threads; waiting ones (open, answered) oldest first, closed newest first. */
export async function helpInbox(admin: SessionUser, { status }: { status: HelpStatusId }): Promise<HelpInboxAnswer> {
  assertAdmin(admin);
  const [rows, total] = await Promise.all([
    db().helpThread.findMany({
      where: { status },
      orderBy: [{ updatedAt: status === "closed" ? "desc" : "asc" }, { id: "asc" }],
      take: INBOX_LIMIT,
      select: {
        id: true,
        status: true,
        reason: true,
        createdAt: true,
        updatedAt: true,
        order: {
          select: {
            id: true,
            totalPaise: true,
            restaurant: { select: { id: true, name: true } },
            customer: { select: { id: true, username: true, email: true } },
          },
        },
        messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 },
        _count: { select: { messages: true } },
      },
    }),
    db().helpThread.count({ where: { status } }),
  ]);
  return {
    status,
    total,
    threads: rows.map((row) => {
      const last = row.messages[0];
      return {
        _id: row.id,
        status: row.status,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        order: { _id: row.order.id, orderNumber: helpOrderNumber(row.order.id), totalPaise: row.order.totalPaise },
        customer: {
          _id: row.order.customer.id,
          username: row.order.customer.username,
          email: row.order.customer.email,
        },
        restaurant: { _id: row.order.restaurant.id, name: row.order.restaurant.name },
        lastMessage: last
          ? { fromSupport: last.fromAdmin, body: last.body.slice(0, PREVIEW), at: last.createdAt.toISOString() }
          : null,
        messageCount: row._count.messages,
      };
    }),
  };
}

const staffThreadSelect = {
  id: true,
  status: true,
  reason: true,
  createdAt: true,
  updatedAt: true,
  messages: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, authorId: true, fromAdmin: true, body: true, createdAt: true },
  },
  refunds: { orderBy: { createdAt: "asc" }, select: { id: true, amountPaise: true, state: true, createdAt: true } },
  order: {
    select: {
      id: true,
      status: true,
      paymentMethod: true,
      paymentStatus: true,
      cancelledBy: true,
      totalPaise: true,
      createdAt: true,
      deliveredAt: true,
      restaurant: { select: { id: true, name: true } },
      customer: { select: { id: true, username: true, email: true } },
      items: { orderBy: { id: "asc" }, select: { name: true, quantity: true, unitPricePaise: true } },
      refunds: { select: { amountPaise: true, state: true } },
    },
  },
} satisfies Prisma.HelpThreadSelect;

type StaffThreadRow = Prisma.HelpThreadGetPayload<{ select: typeof staffThreadSelect }>;

/**
 * What the order took and gave back: paid online (or refunded since), or collected at the door; refunded is every
 * OrderRefund of the order not failed (from any thread or the console) or, once the payment is refunded whole, all
 * of it; refundable is what is left of an online payment (lib/admin/refunds.ts enforces it; cash is not refunded here).
 */
function moneyOf(order: StaffThreadRow["order"]) {
  const paidPaise = order.paymentStatus === "paid" || order.paymentStatus === "refunded" ? order.totalPaise : 0;
  const issued = order.refunds
    .filter((refund) => refund.state !== "failed")
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  const refundedPaise = order.paymentStatus === "refunded" ? paidPaise : Math.min(paidPaise, issued);
  // A customer's or a restaurant's cancel refunds the whole payment by itself.
  const cancelRefunds = order.status === "cancelled" && order.cancelledBy !== "admin";
  const refundablePaise = order.paymentMethod === "online" && !cancelRefunds ? paidPaise - refundedPaise : 0;
  return { paidPaise, refundedPaise, refundablePaise };
}

async function readStaffThread(threadId: string, tx: Prisma.TransactionClient = db()): Promise<AdminHelpThread> {
  const row = await tx.helpThread.findUnique({ where: { id: threadId }, select: staffThreadSelect });
  if (!row) throw notFound("Help request");
  const staffIds = [...new Set(row.messages.filter((m) => m.fromAdmin).map((m) => m.authorId))];
  const staff = new Map(
    (await tx.user.findMany({ where: { id: { in: staffIds } }, select: { id: true, email: true } })).map((u) => [
      u.id,
      u.email,
    ]),
  );
  const { order } = row;
  return {
    _id: row.id,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer: { _id: order.customer.id, username: order.customer.username, email: order.customer.email },
    order: {
      _id: order.id,
      orderNumber: helpOrderNumber(order.id),
      status: toWireStatus(order.status),
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      totalPaise: order.totalPaise,
      ...moneyOf(order),
      createdAt: order.createdAt.toISOString(),
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      restaurant: { _id: order.restaurant.id, name: order.restaurant.name },
      items: order.items,
    },
    messages: row.messages.map((m) => ({
      _id: m.id,
      fromSupport: m.fromAdmin,
      author: m.fromAdmin ? SUPPORT_NAME : order.customer.username,
      authorEmail: m.fromAdmin ? (staff.get(m.authorId) ?? null) : null,
      body: m.body,
      at: m.createdAt.toISOString(),
    })),
    refunds: row.refunds.map((r) => ({
      _id: r.id,
      amountPaise: r.amountPaise,
      state: r.state,
      at: r.createdAt.toISOString(),
    })),
  };
}

/** GET /api/admin/help/{id}: the thread, its messages and refunds, and its order's summary (404 when unknown). */
export async function adminHelpThread(admin: SessionUser, threadId: string): Promise<AdminHelpThread> {
  assertAdmin(admin);
  return readStaffThread(threadId);
}

/**
 * The staff answer a thread: the message (signed "Thali support" to the customer), the status answered (or closed),
 * a partial refund through refundOrder when `refundPaise` is given (its limits: 422 above what is left of the
 * payment), the audit entry and the customer's mail and push, in one transaction: a refusal changes nothing.
 * A closed thread takes no more answers (409): the customer asks again.
 */
export async function replyToHelp(
  admin: SessionUser,
  threadId: string,
  input: AdminHelpReplyInput,
): Promise<AdminHelpReplyAnswer> {
  assertAdmin(admin);
  const { refund, wake } = await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "HelpThread" WHERE "id" = ${threadId} FOR UPDATE`;
    const thread = await tx.helpThread.findUnique({
      where: { id: threadId },
      select: {
        id: true,
        status: true,
        reason: true,
        orderId: true,
        order: {
          select: {
            restaurantId: true,
            status: true,
            kitchenStatus: true,
            restaurant: { select: { name: true } },
            customer: { select: { id: true, username: true, email: true } },
          },
        },
      },
    });
    if (!thread) throw notFound("Help request");
    if (thread.status === "closed") throw new AppError(409, "This help request is closed: it takes no more answers");
    const issued = input.refundPaise
      ? await refundOrder(
          admin,
          {
            orderId: thread.orderId,
            amountPaise: input.refundPaise,
            reason: `Help request (${HELP_REASON_LABELS[thread.reason]})`,
            threadId,
          },
          tx,
        )
      : null;
    const status = input.close ? "closed" : "answered";
    const written = await tx.helpMessage.create({
      data: { threadId, authorId: admin.id, fromAdmin: true, body: input.message },
      select: { id: true },
    });
    await tx.helpThread.update({ where: { id: threadId }, data: { status } });
    await recordAudit(tx, admin, {
      action: "help.reply",
      entity: "help",
      entityId: threadId,
      before: { status: thread.status },
      after: {
        status,
        messageId: written.id,
        orderId: thread.orderId,
        refundId: issued?.id ?? null,
        refundPaise: issued?.amountPaise ?? null,
      },
      reason: input.message.slice(0, 500),
    });
    await notifyCustomerOfReply(tx, {
      threadId,
      messageId: written.id,
      orderId: thread.orderId,
      reason: thread.reason,
      restaurantName: thread.order.restaurant.name,
      customer: thread.order.customer,
      reply: input.message,
      refundPaise: issued?.amountPaise ?? null,
      closed: status === "closed",
    });
    // The customer's open tab hears of it too (a toast, and the order's card reads its help state again).
    const { order } = thread;
    const event = await tx.orderEvent.create({
      data: {
        orderId: thread.orderId,
        customerId: order.customer.id,
        restaurantId: order.restaurantId,
        type: "order.help",
        status: order.status,
        kitchenStatus: order.kitchenStatus,
      },
      select: { id: true, customerId: true, restaurantId: true },
    });
    return { refund: issued, wake: wakeOf(event) };
  }, BUSY_PATH_TX);
  await publishOrderEvents([wake]);
  return {
    message: `${input.close ? "Answered and closed" : "Answered"}${refund ? ", with the refund" : ""}`,
    thread: await readStaffThread(threadId),
    refund: refund && { _id: refund.id, amountPaise: refund.amountPaise, state: refund.state },
  };
}
