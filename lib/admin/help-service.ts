import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CustomerHelpAnswer, CustomerHelpThread, OrderHelpState } from "@/lib/admin/help-contract";
import { notifyStaffOfCustomer } from "@/lib/admin/help-notify";
import { helpOrderNumber, helpWindow } from "@/lib/admin/help-rules";
import type { StartHelpInput } from "@/lib/admin/help-schemas";
import { SUPPORT_NAME } from "@/lib/admin/help-words";
import { AppError, forbidden, notFound } from "@/lib/http/errors";

// Help on an order, the customer's side (issue 33 item 4, docs/admin.md "Help"): ask for help on one of their
// orders, read the thread, reply. One thread that is not closed per order: a second request while one is open or
// answered is refused (409) with where to reply instead. Each message tells the staff in its own transaction.

const threadSelect = {
  id: true,
  orderId: true,
  customerId: true,
  reason: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  messages: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, fromAdmin: true, body: true, createdAt: true },
  },
  refunds: { orderBy: { createdAt: "asc" }, select: { id: true, amountPaise: true, state: true, createdAt: true } },
} satisfies Prisma.HelpThreadSelect;

type ThreadRow = Prisma.HelpThreadGetPayload<{ select: typeof threadSelect }>;

function toCustomerThread(row: ThreadRow): CustomerHelpThread {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: helpOrderNumber(row.orderId),
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messages: row.messages.map((m) => ({
      _id: m.id,
      fromSupport: m.fromAdmin,
      author: m.fromAdmin ? SUPPORT_NAME : "You",
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

function assertCustomer(user: SessionUser): void {
  if (user.userType !== "customer") throw forbidden("Only customer accounts can ask for help on an order");
}

/** Where a customer answers in an existing thread: the 409's words. */
const openThreadMessage = (threadId: string) =>
  `This order already has a help request that is not closed (${threadId}): reply in it from the order's Help button`;

/** The customer asks for help on one of their orders: the thread and its first message (404, 403, 409). */
export async function startHelp(customer: SessionUser, input: StartHelpInput): Promise<CustomerHelpAnswer> {
  assertCustomer(customer);
  const thread = await db().$transaction(async (tx) => {
    // The order's row is the lock: two requests at once for the same order make one thread, not two.
    await tx.$queryRaw`SELECT 1 FROM "Order" WHERE "id" = ${input.orderId} FOR UPDATE`;
    const order = await tx.order.findUnique({
      where: { id: input.orderId },
      select: {
        id: true,
        customerId: true,
        status: true,
        paymentStatus: true,
        deliveredAt: true,
        cancelledAt: true,
        updatedAt: true,
        restaurant: { select: { name: true } },
        customer: { select: { username: true } },
      },
    });
    if (!order) throw notFound("Order");
    if (order.customerId !== customer.id) throw forbidden("You can only ask for help on your own orders");
    const window = helpWindow(order);
    if (!window.open) throw new AppError(409, window.why);
    const open = await tx.helpThread.findFirst({
      where: { orderId: order.id, status: { not: "closed" } },
      select: { id: true },
    });
    if (open) throw new AppError(409, openThreadMessage(open.id));
    const created = await tx.helpThread.create({
      data: {
        orderId: order.id,
        customerId: customer.id,
        reason: input.reason,
        messages: { create: { authorId: customer.id, body: input.message } },
      },
      select: { id: true, messages: { select: { id: true } } },
    });
    await notifyStaffOfCustomer(tx, {
      threadId: created.id,
      messageId: created.messages[0]!.id,
      orderId: order.id,
      reason: input.reason,
      restaurantName: order.restaurant.name,
      customerName: order.customer.username,
      message: input.message,
      isReply: false,
    });
    return created.id;
  });
  return {
    message: "We have your request: Thali support will answer here and by mail",
    thread: await readOwn(customer, thread),
  };
}

/** The customer's own thread: 404 when there is none, 403 when it is someone else's. */
async function readOwn(customer: SessionUser, threadId: string) {
  const row = await db().helpThread.findUnique({ where: { id: threadId }, select: threadSelect });
  if (!row) throw notFound("Help request");
  if (row.customerId !== customer.id) throw forbidden("You can only see your own help requests");
  return toCustomerThread(row);
}

/** GET /api/help/{id}: the thread as its customer sees it (messages from both sides, refunds issued in it). */
export async function customerHelpThread(customer: SessionUser, threadId: string): Promise<CustomerHelpThread> {
  assertCustomer(customer);
  return readOwn(customer, threadId);
}

/**
 * The customer replies in their thread: it waits for the staff again (open) and the staff are told. A closed thread
 * takes no more replies (409): the customer asks again from the order.
 */
export async function replyAsCustomer(
  customer: SessionUser,
  threadId: string,
  message: string,
): Promise<CustomerHelpAnswer> {
  assertCustomer(customer);
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "HelpThread" WHERE "id" = ${threadId} FOR UPDATE`;
    const thread = await tx.helpThread.findUnique({
      where: { id: threadId },
      select: {
        id: true,
        customerId: true,
        status: true,
        reason: true,
        orderId: true,
        order: { select: { restaurant: { select: { name: true } }, customer: { select: { username: true } } } },
      },
    });
    if (!thread) throw notFound("Help request");
    if (thread.customerId !== customer.id) throw forbidden("You can only reply to your own help requests");
    if (thread.status === "closed") {
      throw new AppError(409, "This help request is closed: ask again from the order's Help button");
    }
    const written = await tx.helpMessage.create({
      data: { threadId, authorId: customer.id, body: message },
      select: { id: true },
    });
    // Already waiting: left as it is, so the inbox keeps it where it waited from.
    if (thread.status !== "open") await tx.helpThread.update({ where: { id: threadId }, data: { status: "open" } });
    await notifyStaffOfCustomer(tx, {
      threadId,
      messageId: written.id,
      orderId: thread.orderId,
      reason: thread.reason,
      restaurantName: thread.order.restaurant.name,
      customerName: thread.order.customer.username,
      message,
      isReply: true,
    });
  });
  return { message: "Sent: Thali support will answer here and by mail", thread: await readOwn(customer, threadId) };
}

/**
 * What each of the customer's orders shows of help (the order cards, read with the page): the latest thread, and
 * whether a new request may start (placed, within the window, no thread that is not closed). Others' orders: none.
 */
export async function helpStatesFor(
  customer: SessionUser,
  orderIds: readonly string[],
  now: Date = new Date(),
): Promise<Record<string, OrderHelpState>> {
  if (customer.userType !== "customer" || orderIds.length === 0) return {};
  const orders = await db().order.findMany({
    where: { id: { in: [...orderIds] }, customerId: customer.id },
    select: {
      id: true,
      status: true,
      paymentStatus: true,
      deliveredAt: true,
      cancelledAt: true,
      updatedAt: true,
      helpThreads: { orderBy: { createdAt: "desc" }, take: 1, select: { id: true, status: true } },
    },
  });
  const states: Record<string, OrderHelpState> = {};
  for (const order of orders) {
    const latest = order.helpThreads[0] ?? null;
    const busy = latest !== null && latest.status !== "closed";
    states[order.id] = {
      thread: latest && { _id: latest.id, status: latest.status },
      canStart: !busy && helpWindow(order, now).open,
    };
  }
  return states;
}
