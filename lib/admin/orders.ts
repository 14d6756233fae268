import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { assertAdmin } from "@/lib/admin/guard";
import type { AdminCancelAnswer, AdminOrderRow, AdminOrdersPage, AdminRefundAnswer } from "@/lib/admin/orders-contract";
import type { AdminCancelInput, AdminOrdersQuery, AdminRefundInput } from "@/lib/admin/orders-schemas";
import { refundOrder, type RefundAnswer } from "@/lib/admin/refunds";
import { sendOrderRefund } from "@/lib/admin/refunds-job";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { addDays, istDayStart } from "@/lib/money/settlement";
import { orderNumber } from "@/lib/orders/notifications";
import { cancelOrderAsAdmin } from "@/lib/orders/service";
import { fromWireStatus, toWireStatus } from "@/lib/orders/status";
import { formatRupees } from "@/lib/ui/format";

// The console's orders (issue 33 item 3, docs/admin.md "Orders and people"): every order found by id, customer,
// restaurant, rider, IST dates and status; cancelled with a refund (full, a part or none) once; a part of a paid
// order refunded. The order's detail is orders-detail.ts.

const ADMIN_ORDERS_PAGE = 25;

/** Orders that were placed: paid (or paid and since refunded), or placed for cash on delivery. */
const PLACED = ["paid", "refunded", "cod_due"] as const;

export const adminOrderRowSelect = {
  id: true,
  createdAt: true,
  status: true,
  paymentStatus: true,
  paymentMethod: true,
  totalPaise: true,
  customer: { select: { id: true, username: true, email: true } },
  restaurant: { select: { id: true, name: true } },
  delivery: { select: { rider: { select: { user: { select: { id: true, username: true, email: true } } } } } },
  refunds: { select: { amountPaise: true, state: true } },
} as const satisfies Prisma.OrderSelect;

type AdminOrderRowData = Prisma.OrderGetPayload<{ select: typeof adminOrderRowSelect }>;

const person = (user: { id: string; username: string; email: string }) => ({
  _id: user.id,
  username: user.username,
  email: user.email,
});

export function toAdminOrderRow(row: AdminOrderRowData): AdminOrderRow {
  const rider = row.delivery?.rider?.user ?? null;
  return {
    _id: row.id,
    number: orderNumber(row.id),
    createdAt: row.createdAt.toISOString(),
    status: toWireStatus(row.status),
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPaise: row.totalPaise,
    refundedPaise:
      row.paymentStatus === "refunded"
        ? row.totalPaise
        : row.refunds.reduce((sum, refund) => sum + (refund.state === "refunded" ? refund.amountPaise : 0), 0),
    customer: person(row.customer),
    restaurant: { _id: row.restaurant.id, name: row.restaurant.name },
    rider: rider ? person(rider) : null,
  };
}

const contains = (value: string) => ({ contains: value, mode: "insensitive" as const });

/** `q` is an order's id (whole, or its first characters) or its number as the lists show it ("#AB12CD"). */
function idFilter(q: string): Prisma.OrderWhereInput {
  const term = q.trim();
  if (term.startsWith("#")) return { id: { endsWith: term.slice(1).toLowerCase() } };
  return { OR: [{ id: term }, { id: { startsWith: term } }, { id: { startsWith: term.toLowerCase() } }] };
}

function searchWhere(query: AdminOrdersQuery): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [{ paymentStatus: { in: [...PLACED] } }];
  if (query.q) and.push(idFilter(query.q));
  if (query.customer) {
    const term = contains(query.customer);
    and.push({
      OR: [{ customer: { email: term } }, { customer: { username: term } }, { customerName: term }],
    });
  }
  if (query.restaurant) and.push({ restaurant: { name: contains(query.restaurant) } });
  if (query.rider) {
    const term = contains(query.rider);
    and.push({
      delivery: { is: { rider: { is: { user: { OR: [{ email: term }, { username: term }] } } } } },
    });
  }
  if (query.status) and.push({ status: fromWireStatus(query.status) });
  if (query.from) and.push({ createdAt: { gte: istDayStart(query.from) } });
  if (query.to) and.push({ createdAt: { lt: istDayStart(addDays(query.to, 1)) } });
  return { AND: and };
}

/** GET /api/admin/orders: the orders matching every filter given, newest first, 25 a page after `cursor`. */
export async function searchOrders(admin: SessionUser, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  assertAdmin(admin);
  const where = searchWhere(query);
  if (query.cursor) {
    const after = await db().order.findUnique({ where: { id: query.cursor }, select: { createdAt: true } });
    if (after) {
      (where.AND as Prisma.OrderWhereInput[]).push({
        OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: query.cursor } }],
      });
    }
  }
  const rows = await db().order.findMany({
    where,
    select: adminOrderRowSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ADMIN_ORDERS_PAGE + 1,
  });
  const page = rows.slice(0, ADMIN_ORDERS_PAGE);
  return {
    orders: page.map(toAdminOrderRow),
    nextCursor: rows.length > ADMIN_ORDERS_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

const rupees = (paise: number) => formatRupees(paise / 100);

function refundWords(refund: RefundAnswer): string {
  if (refund.state === "refunded") return `${rupees(refund.amountPaise)} refunded`;
  if (refund.state === "failed") return `the refund of ${rupees(refund.amountPaise)} was refused by the provider`;
  return `the refund of ${rupees(refund.amountPaise)} is pending: it is retried until the provider takes it`;
}

const toRefund = (refund: RefundAnswer) => ({ _id: refund.id, amountPaise: refund.amountPaise, state: refund.state });

/**
 * POST /api/admin/orders/cancel: cancels an order that is not delivered or cancelled (409 otherwise), as the
 * restaurant's cancel does, with cancelledBy "admin" and the reason; the refund chosen (the whole rest, a part, or
 * none) and the audit entry are written in the cancel's transaction, so a refund refused (a cash order, more than
 * was paid) leaves the order as it was. The refund is then sent at once; its job retries it if the provider fails.
 */
export async function cancelOrderByAdmin(admin: SessionUser, input: AdminCancelInput): Promise<AdminCancelAnswer> {
  assertAdmin(admin);
  const before = await db().order.findUnique({ where: { id: input.orderId }, select: { status: true } });
  if (!before) throw notFound("Order");
  let refund: RefundAnswer | null = null;
  await cancelOrderAsAdmin(input.orderId, input.reason, async (tx) => {
    await recordAudit(tx, admin, {
      action: "order.cancel",
      entity: "order",
      entityId: input.orderId,
      before: { status: toWireStatus(before.status) },
      after: {
        status: "cancelled",
        refund: input.refund,
        ...(input.amountPaise && { amountPaise: input.amountPaise }),
      },
      reason: input.reason,
    });
    if (input.refund === "none") return;
    refund = await refundOrder(
      admin,
      {
        orderId: input.orderId,
        amountPaise: input.refund === "partial" ? (input.amountPaise ?? 0) : 0,
        reason: input.reason,
        full: input.refund === "full",
      },
      tx,
    );
  });
  const written = refund as RefundAnswer | null;
  const sent = written ? { ...written, state: await sendOrderRefund(written.id) } : null;
  return {
    message: sent ? `Order cancelled; ${refundWords(sent)}` : "Order cancelled with no refund",
    status: "cancelled",
    refund: sent ? toRefund(sent) : null,
  };
}

/** POST /api/admin/orders/refund: a part of a paid order's online payment refunded (lib/admin/refunds.ts). */
export async function refundOrderByAdmin(admin: SessionUser, input: AdminRefundInput): Promise<AdminRefundAnswer> {
  const refund = await refundOrder(admin, input);
  const words = refundWords(refund);
  return { message: words.charAt(0).toUpperCase() + words.slice(1), refund: toRefund(refund) };
}
