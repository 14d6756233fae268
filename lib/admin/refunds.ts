import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { assertAdmin } from "@/lib/admin/guard";
import { sendOrderRefund } from "@/lib/admin/refunds-job";
import { REFUND_REASON_MAX } from "@/lib/admin/refunds-rules";
import type { SessionUser } from "@/lib/auth/session-user";
import { BUSY_PATH_TX, db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { enqueue } from "@/lib/jobs/enqueue";
import { formatRupees } from "@/lib/ui/format";

// Refunds by the platform's staff (issue 33, docs/admin.md "Refunds"): a part of an order's online payment (a help
// thread's goodwill refund, a partial refund of a delivered order) or the whole rest of it (a cancel with a full
// refund). The request writes an OrderRefund (pending), its audit entry and the job that sends it, in one
// transaction; the job (refunds-job.ts) asks the provider once and records the refund with its ledger entries.

export type RefundInput = {
  orderId: string;
  /** Whole paise, above 0; ignored when `full` (the whole rest of what was paid is refunded). */
  amountPaise: number;
  reason: string;
  /** The help thread the refund answers (it must be about this order). */
  threadId?: string;
  full?: boolean;
};

export type RefundAnswer = { id: string; amountPaise: number; state: "pending" | "refunded" | "failed" };

const NOTHING_ONLINE = "Nothing was paid online for this order";

const paise = (amount: number) => formatRupees(amount / 100);

/** What an order's refunds are checked against: its online payment and the refunds it has. */
export const refundableSelect = {
  status: true,
  paymentStatus: true,
  paymentMethod: true,
  codCollectedAt: true,
  cancelledBy: true,
  payments: {
    where: { status: { in: ["paid", "refunded"] } },
    take: 1,
    select: { amountPaise: true, status: true, providerPaymentId: true },
  },
  refunds: { select: { amountPaise: true, state: true, full: true } },
} as const satisfies Prisma.OrderSelect;

type Refundable = Prisma.OrderGetPayload<{ select: typeof refundableSelect }>;

/**
 * What can still be refunded of an order's online payment, in paise: what was paid less every refund made or under
 * way (a failed one gave nothing back). A payment the spec's cancel refunded, or will refund (a customer's or a
 * restaurant's cancel of a paid order), has nothing left: that refund is of the whole rest.
 */
export function refundablePaise(order: Refundable): number {
  const payment = order.payments[0];
  if (!payment || payment.status === "refunded" || order.paymentStatus === "refunded") return 0;
  if (order.status === "cancelled" && order.cancelledBy !== "admin") return 0;
  const taken = order.refunds
    .filter((refund) => refund.state !== "failed")
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
  return Math.max(0, payment.amountPaise - taken);
}

/** Refuses an order that has no online payment to refund (409), with the reason why. */
function assertPaidOnline(order: Refundable): void {
  if (order.paymentMethod === "cod") {
    // Cash taken at the door went to the rider or the restaurant, not through the gateway: no refund from here.
    throw new AppError(
      409,
      order.codCollectedAt
        ? "This order was paid in cash at the door: nothing was paid online, so there is nothing to refund here"
        : `${NOTHING_ONLINE}: it is cash on delivery and was not collected`,
    );
  }
  const payment = order.payments[0];
  if (!payment?.providerPaymentId || !["paid", "refunded"].includes(order.paymentStatus)) {
    throw new AppError(409, NOTHING_ONLINE);
  }
}

function checkInput(input: RefundInput): string {
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (reason.length === 0) throw new AppError(422, "Give a reason for the refund");
  if (reason.length > REFUND_REASON_MAX) {
    throw new AppError(422, `The reason is at most ${REFUND_REASON_MAX} characters`);
  }
  if (!input.full && (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)) {
    throw new AppError(422, "The amount must be a whole number of paise above 0");
  }
  return reason;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

async function writeRefund(
  tx: Prisma.TransactionClient,
  admin: SessionUser,
  input: RefundInput,
  reason: string,
): Promise<RefundAnswer> {
  // The order's row is held until the commit: two refunds of one order are checked one after the other.
  const locked = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "Order" WHERE "id" = ${input.orderId} FOR UPDATE`;
  if (locked.length === 0) throw notFound("Order");
  const order = await tx.order.findUniqueOrThrow({ where: { id: input.orderId }, select: refundableSelect });
  assertPaidOnline(order);
  if (input.threadId) {
    const thread = await tx.helpThread.findUnique({ where: { id: input.threadId }, select: { orderId: true } });
    if (thread?.orderId !== input.orderId) throw new AppError(422, "That help thread is not about this order");
  }
  if (input.full && order.refunds.some((refund) => refund.full)) {
    throw new AppError(409, "This order has had its full refund already");
  }
  const left = refundablePaise(order);
  const amountPaise = input.full ? left : input.amountPaise;
  if (input.full && left === 0) throw new AppError(409, "Everything paid for this order has been refunded already");
  if (amountPaise > left) throw new AppError(422, `At most ${paise(left)} can be refunded`);

  let created: { id: string };
  try {
    created = await tx.orderRefund.create({
      data: {
        orderId: input.orderId,
        amountPaise,
        reason,
        full: input.full === true,
        threadId: input.threadId ?? null,
        createdById: admin.id,
      },
      select: { id: true },
    });
  } catch (error) {
    // OrderRefund_one_full_idx: a full refund written by a racing request first.
    if (isUniqueViolation(error)) throw new AppError(409, "This order has had its full refund already");
    throw error;
  }
  await recordAudit(tx, admin, {
    action: "order.refund",
    entity: "order",
    entityId: input.orderId,
    before: { refundablePaise: left },
    after: { refundId: created.id, amountPaise, full: input.full === true, threadId: input.threadId ?? null },
    reason,
  });
  await enqueue(tx, "refunds", { refundId: created.id }, { key: `order-refund:${created.id}` });
  return { id: created.id, amountPaise, state: "pending" };
}

/**
 * Refunds `amountPaise` of a paid online order (or, `full`, the whole rest of it) on `admin`'s word. In the caller's
 * transaction when `tx` is given (the refund is then sent by its job after the commit); else in one of its own, and
 * sent at once (the job finds it done). Refused: no online payment (a cash order) 409, a second full refund 409, an
 * amount that is not whole paise above 0 422, more than is left to refund 422 ("At most ₹X can be refunded").
 */
export async function refundOrder(
  admin: SessionUser,
  input: RefundInput,
  tx?: Prisma.TransactionClient,
): Promise<RefundAnswer> {
  assertAdmin(admin);
  const reason = checkInput(input);
  if (tx) return writeRefund(tx, admin, input, reason);
  const written = await db().$transaction((own) => writeRefund(own, admin, input, reason), BUSY_PATH_TX);
  return { ...written, state: await sendOrderRefund(written.id) };
}
