import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { linkOrigin } from "@/lib/http/public-url";
import type { OrderEventType } from "@/lib/live/types";
import { queueMail } from "@/lib/messages/mail";
import { queuePush } from "@/lib/messages/push";
import { toWireStatus } from "@/lib/orders/status";

/*
 * What an order's events tell people outside the app's open tabs, written as jobs in the transaction
 * that writes the event (so a rolled-back change sends nothing and a committed one always sends):
 * - paid: the customer's receipt by mail (always: transactional), the kitchen's push (topic new_orders)
 * - moved on or cancelled: the customer's push and, if they turned it on, mail (topic order_updates)
 * - refunded: the customer's refund mail (always).
 * Every job's key names the order and the event, so a retried transaction adds nothing twice.
 */

/** How an order is named in messages: the last six characters of its id, as the order lists show it. */
export function orderNumber(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}

const HEADLINES = {
  pending: "Your order is being prepared",
  "out for delivery": "Your order is on its way",
  delivered: "Your order was delivered",
  cancelled: "Your order was cancelled",
} as const;

export async function notifyOrderEvent(
  tx: Prisma.TransactionClient,
  { orderId, eventId, type }: { orderId: string; eventId: bigint; type: OrderEventType },
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      totalPaise: true,
      deliveryAddress: true,
      deliveryCity: true,
      customer: { select: { id: true, username: true, email: true } },
      restaurant: { select: { name: true, ownerId: true } },
      items: { select: { name: true, quantity: true, unitPricePaise: true } },
      payments: { where: { status: "refunded" }, select: { amountPaise: true }, take: 1 },
    },
  });
  const number = orderNumber(order.id);
  const restaurantName = order.restaurant.name;
  const customerOrders = `${linkOrigin()}/orders`;
  if (type === "order.paid") {
    await queueMail(tx, {
      template: "orderPlaced",
      to: order.customer.email,
      key: `order-placed:${order.id}`,
      data: {
        username: order.customer.username,
        restaurantName,
        orderNumber: number,
        lines: order.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          linePaise: item.unitPricePaise * item.quantity,
        })),
        totalPaise: order.totalPaise,
        address: [order.deliveryAddress, order.deliveryCity].filter(Boolean).join(", "),
        orderUrl: customerOrders,
      },
    });
    await queuePush(tx, {
      userId: order.restaurant.ownerId,
      topic: "new_orders",
      key: `new-order:${order.id}`,
      payload: {
        title: `New order ${number}`,
        body: `${order.items.reduce((n, item) => n + item.quantity, 0)} item(s) for ${order.customer.username}`,
        url: "/restaurant/orders",
        tag: `order-${order.id}`,
      },
    });
    return;
  }
  if (type === "order.refunded") {
    const amountPaise = order.payments[0]?.amountPaise ?? order.totalPaise;
    await queueMail(tx, {
      template: "refundIssued",
      to: order.customer.email,
      key: `refund:${order.id}`,
      data: {
        username: order.customer.username,
        restaurantName,
        orderNumber: number,
        amountPaise,
        orderUrl: customerOrders,
      },
    });
    return;
  }
  const headline = HEADLINES[toWireStatus(order.status)];
  const key = `order-status:${order.id}:${eventId}`;
  await queuePush(tx, {
    userId: order.customer.id,
    topic: "order_updates",
    key,
    payload: { title: headline, body: `${restaurantName}, order ${number}`, url: "/orders", tag: `order-${order.id}` },
  });
  await queueMail(tx, {
    template: "orderStatus",
    to: order.customer.email,
    key,
    data: {
      username: order.customer.username,
      restaurantName,
      orderNumber: number,
      headline,
      orderUrl: customerOrders,
    },
    optional: { userId: order.customer.id, topic: "order_updates" },
  });
}
