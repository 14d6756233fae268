import "server-only";
import { db } from "@/lib/db";
import { apiOrderSelect, toApiOrder } from "@/lib/orders/api-shape";
import type { OrdersPage } from "@/lib/orders/service";
import { fromWireStatus, type WireStatus } from "@/lib/orders/status";

export type { OrdersPage } from "@/lib/orders/service";

/** Orders that reached the restaurant: paid, or paid and since refunded. Unpaid checkouts never do. */
const PAID_STATES = ["paid", "refunded"] as const;

/**
 * The restaurant's orders, newest first, a page at a time: one query for the page (with items and
 * restaurant) and one count, over the index on (restaurantId, createdAt). Status changes and the
 * restaurant's cancel are in lib/orders/service.ts (updateOrderStatusAsRestaurant, cancelOrderAsRestaurant).
 */
export async function listRestaurantOrders(
  restaurantId: string,
  options: { status?: WireStatus; page: number; pageSize: number },
): Promise<OrdersPage> {
  const where = {
    restaurantId,
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
  return { orders: rows.map(toApiOrder), page: options.page, pageSize: options.pageSize, total };
}
