import "server-only";
import { listPaidOrders, type OrdersPage, type OrdersQuery } from "@/lib/orders/service";

export type { OrdersPage } from "@/lib/orders/service";

/**
 * The restaurant's orders that reached it (paid, or paid and since refunded), newest first, a page at
 * a time. Status changes and the restaurant's cancel are in lib/orders/service.ts
 * (updateOrderStatusAsRestaurant, cancelOrderAsRestaurant).
 */
export function listRestaurantOrders(restaurantId: string, options: OrdersQuery): Promise<OrdersPage> {
  return listPaidOrders({ restaurantId }, options);
}
