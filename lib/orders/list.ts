import "server-only";
import { ownCustomerId, ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { apiOrderSelect, toApiOrder } from "@/lib/orders/api-shape";
import type { ApiOrder, OrdersPage } from "@/lib/orders/contract";
import { fromWireStatus, type WireStatus } from "@/lib/orders/status";

// Reading orders the spec's way (getOrdersByCustomerId, getOrdersByRestaurantId, an order after a change); the
// changes themselves are lib/orders/service.ts.

/**
 * Orders that count: paid, or paid and since refunded, or placed to be paid in cash or UPI on delivery.
 * Unpaid checkouts are nobody's business.
 */
const PAID_STATES = ["paid", "refunded", "cod_due"] as const;

export async function readApiOrder(orderId: string): Promise<ApiOrder> {
  return toApiOrder(await db().order.findUniqueOrThrow({ where: { id: orderId }, select: apiOrderSelect }));
}

export type OrdersQuery = { status?: WireStatus; page: number; pageSize: number };

/** The acting customer's paid orders, newest first; a `customerId` the request names must be theirs (403). */
export async function listCustomerOrders(
  customer: SessionUser,
  { customerId: requested, ...options }: OrdersQuery & { customerId?: string },
): Promise<OrdersPage> {
  const customerId = ownCustomerId(customer, requested, "You can only see your own orders");
  return listPaidOrders({ customerId }, options);
}

/**
 * The paid orders of the acting owner's restaurant (a `restaurantId` the request names must be it),
 * newest first. Status changes and the owner's cancel are updateOrderStatusAsOwner and cancelOrderAsOwner.
 */
export async function listRestaurantOrders(
  owner: SessionUser,
  { restaurantId: requested, ...options }: OrdersQuery & { restaurantId?: string },
): Promise<OrdersPage> {
  const restaurantId = ownRestaurantId(owner, requested);
  return listPaidOrders({ restaurantId }, options);
}

/**
 * Paid orders (paid, or paid and since refunded) of one customer or one restaurant, newest first, a
 * page at a time: one query for the page with its items and restaurant, one count, both on the
 * (customerId|restaurantId, createdAt) indexes. Unpaid checkouts never show.
 */
async function listPaidOrders(
  whose: { customerId: string } | { restaurantId: string },
  options: OrdersQuery,
): Promise<OrdersPage> {
  const where = {
    ...whose,
    paymentStatus: { in: [...PAID_STATES] },
    ...(options.status && { status: fromWireStatus(options.status) }),
  };
  const [rows, total] = await Promise.all([
    db().order.findMany({
      where,
      select: apiOrderSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
    }),
    db().order.count({ where }),
  ]);
  const viewer = "customerId" in whose ? "customer" : "other";
  return { orders: rows.map((row) => toApiOrder(row, viewer)), page: options.page, pageSize: options.pageSize, total };
}
