import "server-only";
import type { UserType } from "@/lib/auth/session-user";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { linkOrigin } from "@/lib/http/public-url";
import { enqueue, enqueueAll, type JobToWrite } from "@/lib/jobs/enqueue";
import { ORDER_EVENT_TYPES, type OrderEventType } from "@/lib/live/types";
import { mailJob, type MailRequest } from "@/lib/messages/mail";
import { wantsFrom, type Preference } from "@/lib/messages/preferences";
import { pushJob, type PushRequest } from "@/lib/messages/push";
import type { MailTemplateName } from "@/lib/messages/templates";
import type { Channel, TopicId } from "@/lib/messages/topics";
import type { WireStatus } from "@/lib/orders/status";
import { ownerOrderPath, type KitchenStatus } from "@/lib/kitchen/status";
import { formatTime } from "@/lib/ui/format";
import type { Bill } from "@/lib/money/bill";
import { billOfOrder, type OrderBillColumns } from "@/lib/money/order-bill";

/*
 * What an order's events tell people outside the app's open tabs. The transaction that writes the event
 * writes one job for it (`order-messages`, keyed by the event), so a rolled-back change sends nothing and a
 * committed one always sends, and the paying transaction does one insert and no reads. That job then
 * reads the order and writes the messages' own jobs in one insert:
 * - paid: the customer's receipt by mail (always: transactional), the kitchen's push (topic new_orders)
 * - moved on or cancelled: the customer's push and, if they turned it on, mail (topic order_updates)
 * - a kitchen step (issue 30): the customer's push (topic order_updates)
 * - refunded: the customer's refund mail (always).
 * - no rider found in 10 minutes (issue 32, an "order.delivery" event written with messages): the customer's
 *   push and, if they turned it on, mail; the restaurant's push (topic new_orders), which opens the order.
 * Every job's key names the order and the event, so a retried transaction adds nothing twice.
 */

/** How an order is named in messages: the last six characters of its id, as the order lists show it. */
export function orderNumber(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}

/** The order as its messages read it, with the columns its bill is read from (the receipt lists the bill). */
type OrderForMessages = OrderBillColumns & {
  id: string;
  /** Read raw: the column's own value, which is the wire status ("out for delivery"). */
  status: WireStatus;
  totalPaise: number;
  deliveryAddress: string;
  deliveryCity: string;
  customerId: string;
  username: string;
  email: string;
  restaurantName: string;
  ownerId: string;
  items: Array<{ name: string; quantity: number; unitPricePaise: number }>;
  refundedPaise: number | null;
  kitchenStatus: KitchenStatus;
  readyBy: Date | null;
  cancelledBy: UserType | null;
  cancelReason: string | null;
  /** Read raw: "online" or "cod" (cash or UPI on delivery, nothing paid yet when it is placed). */
  paymentMethod: "online" | "cod";
  /** The choices of its customer and its restaurant's owner (lib/messages/preferences.ts). */
  preferences: Preference[];
  /** Its platform delivery (issue 32), if it has one: its state, and whether no rider was found in time. */
  delivery: { state: string; noRider: boolean } | null;
};

/** What the receipt tells of the bill: its terms, and its GST (a term of its own when added to the prices). */
function receiptBill(bill: Bill) {
  return {
    lines: bill.lines.map((line) => ({ label: line.label, amountPaise: line.amountPaise })),
    gstPaise: bill.gstPaise,
    gstAdded: bill.taxMode === "exclusive",
  };
}

/** The customer's push for a kitchen step (issue 30); nothing for the others. */
function kitchenHeadline(order: OrderForMessages): { title: string; body: string } | null {
  const from = `${order.restaurantName}, order ${orderNumber(order.id)}`;
  switch (order.kitchenStatus) {
    case "accepted":
      return {
        title: "Your order was accepted",
        body: order.readyBy ? `${from}: ready by ${formatTime(order.readyBy)}` : from,
      };
    case "preparing":
      return { title: "Your order is being prepared", body: from };
    case "ready":
      return { title: "Your food is ready", body: from };
    default:
      return null;
  }
}

const HEADLINES = {
  pending: "Your order is being prepared",
  "out for delivery": "Your order is on its way",
  delivered: "Your order was delivered",
  cancelled: "Your order was cancelled",
} as const;

/** No rider found for a platform delivery (issue 32, lib/dispatch/service.ts): the customer's words. */
const NO_RIDER_HEADLINE = "We are still looking for a rider for your order";

type NotifiedEvent = { orderId: string; eventId: bigint; type: Exclude<OrderEventType, "order.help"> };

/** The event's messages job, for a caller that writes it with others in one statement (lib/jobs/enqueue.ts enqueueAll). */
export function orderEventJob({ orderId, eventId, type }: NotifiedEvent): JobToWrite {
  return {
    queue: "order-messages",
    data: { orderId, eventId: eventId.toString(), type },
    key: `order-event:${eventId.toString()}`,
  };
}

/** Writes the event's messages job in the transaction that writes the event (checkout, status, refund). */
export async function notifyOrderEvent(tx: Prisma.TransactionClient, event: NotifiedEvent): Promise<void> {
  const { queue, data, key } = orderEventJob(event);
  await enqueue(tx, queue, data, { key });
}

const OrderMessagesJobSchema = z.object({
  key: z.string().min(1),
  orderId: z.string().min(1),
  eventId: z.string().regex(/^\d+$/),
  // Support's answer (order.help) is told by the help thread's own mail and push (lib/admin/help-notify.ts).
  type: z.enum(ORDER_EVENT_TYPES).exclude(["order.help"]),
});

/** A message the event sends: its job, and the choice that can turn it off (a transactional mail has none). */
type Message = { job: JobToWrite; choice: { userId: string; topic: TopicId; channel: Channel } | null };

function mail<T extends MailTemplateName>(request: MailRequest<T>): Message {
  return { job: mailJob(request), choice: request.optional ? { ...request.optional, channel: "email" } : null };
}

function push(request: PushRequest): Message {
  return { job: pushJob(request), choice: { userId: request.userId, topic: request.topic, channel: "push" } };
}

/**
 * Runs one `order-messages` job: reads the order with its people's message choices, and writes the event's mail
 * and push jobs in one statement (enqueueAll). Their keys name the order and the event, so a retry after a crash
 * adds nothing twice; two statements, where a transaction of a read per choice and an insert per job took six.
 */
export async function runOrderMessagesJob(raw: unknown): Promise<{ orderId: string; type: OrderEventType }> {
  const job = OrderMessagesJobSchema.parse(raw);
  const eventId = BigInt(job.eventId);
  const order = await orderForMessages(job.orderId, eventId);
  const wanted = messagesOf(order, job.type, eventId).filter(
    ({ choice }) => choice === null || wantsFrom(order.preferences, choice.userId, choice.topic, choice.channel),
  );
  await enqueueAll(
    db(),
    wanted.map(({ job }) => job),
  );
  return { orderId: job.orderId, type: job.type };
}

/**
 * One round trip: the order, its people and their message choices, its lines, its refund (less what the
 * platform's staff refunded before, issue 33), its platform delivery, and the status the event recorded (the
 * order may have moved on since).
 */
async function orderForMessages(orderId: string, eventId: bigint): Promise<OrderForMessages> {
  const [order] = await db().$queryRaw<OrderForMessages[]>`
    SELECT o."id", COALESCE((SELECT e."status" FROM "OrderEvent" e WHERE e."id" = ${eventId}), o."status") AS "status",
           o."totalPaise", o."deliveryAddress", o."deliveryCity",
           o."subtotalPaise", o."deliveryChargePaise", o."packagingPaise", o."platformFeePaise", o."discountPaise",
           o."tipPaise", o."bill",
           COALESCE((SELECT e."kitchenStatus" FROM "OrderEvent" e WHERE e."id" = ${eventId}), o."kitchenStatus") AS "kitchenStatus",
           o."readyBy", o."cancelledBy", o."cancelReason", o."paymentMethod",
           c."id" AS "customerId", c."username", c."email", r."name" AS "restaurantName", r."ownerId",
           (SELECT COALESCE(json_agg(json_build_object('name', i."name", 'quantity', i."quantity",
                                                       'unitPricePaise', i."unitPricePaise") ORDER BY i."id"), '[]'::json)
              FROM "OrderItem" i WHERE i."orderId" = o."id") AS "items",
           (SELECT p."amountPaise" - COALESCE((SELECT SUM(r."amountPaise") FROM "OrderRefund" r
                                                WHERE r."orderId" = o."id" AND r."state" = 'refunded'), 0)::int
              FROM "Payment" p
             WHERE p."orderId" = o."id" AND p."status" = 'refunded' LIMIT 1) AS "refundedPaise",
           (SELECT COALESCE(json_agg(json_build_object('userId', m."userId", 'topic', m."topic",
                                                       'channel', m."channel", 'enabled', m."enabled")), '[]'::json)
              FROM "MessagePreference" m WHERE m."userId" IN (o."customerId", r."ownerId")) AS "preferences",
           (SELECT json_build_object('state', d."state", 'noRider', d."noRiderAt" IS NOT NULL)
              FROM "Delivery" d WHERE d."orderId" = o."id") AS "delivery"
      FROM "Order" o
      JOIN "User" c ON c."id" = o."customerId"
      JOIN "Restaurant" r ON r."id" = o."restaurantId"
     WHERE o."id" = ${orderId}`;
  if (!order) throw new Error(`Order ${orderId} not found for its messages`);
  return order;
}

/** The messages an event of `order` sends, before its people's choices are applied. */
function messagesOf(order: OrderForMessages, type: NotifiedEvent["type"], eventId: bigint): Message[] {
  const number = orderNumber(order.id);
  const restaurantName = order.restaurantName;
  const customerOrders = `${linkOrigin()}/orders`;
  if (type === "order.paid") {
    return [
      mail({
        template: "orderPlaced",
        to: order.email,
        key: `order-placed:${order.id}`,
        data: {
          username: order.username,
          restaurantName,
          orderNumber: number,
          lines: order.items.map((item) => ({
            name: item.name,
            quantity: item.quantity,
            linePaise: item.unitPricePaise * item.quantity,
          })),
          bill: receiptBill(billOfOrder(order)),
          totalPaise: order.totalPaise,
          payOnDelivery: order.paymentMethod === "cod",
          address: [order.deliveryAddress, order.deliveryCity].filter(Boolean).join(", "),
          orderUrl: customerOrders,
        },
      }),
      push({
        userId: order.ownerId,
        topic: "new_orders",
        key: `new-order:${order.id}`,
        payload: {
          title: `New order ${number}`,
          body: `${order.items.reduce((n, item) => n + item.quantity, 0)} item(s) for ${order.username}`,
          // The push's click opens this order's card in the console (public/sw.js).
          url: ownerOrderPath(order.id),
          tag: `order-${order.id}`,
        },
      }),
    ];
  }
  if (type === "order.kitchen") {
    // A push only: the steps come minutes apart, a mail for each would be noise.
    const headline = kitchenHeadline(order);
    if (!headline) return [];
    return [
      push({
        userId: order.customerId,
        topic: "order_updates",
        key: `order-kitchen:${order.id}:${eventId}`,
        payload: { ...headline, url: "/orders", tag: `order-${order.id}` },
      }),
    ];
  }
  if (type === "order.delivery") return noRiderMessages(order, eventId);
  // The restaurant's reason (its own, or the accept window's) reaches the customer with the cancel and the refund.
  const reason = order.status === "cancelled" && order.cancelledBy === "restaurant" ? order.cancelReason : null;
  if (type === "order.refunded") {
    const amountPaise = order.refundedPaise ?? order.totalPaise;
    return [
      mail({
        template: "refundIssued",
        to: order.email,
        key: `refund:${order.id}`,
        data: {
          username: order.username,
          restaurantName,
          orderNumber: number,
          amountPaise,
          orderUrl: customerOrders,
          ...(reason && { reason }),
        },
      }),
    ];
  }
  const headline = HEADLINES[order.status];
  const from = `${restaurantName}, order ${number}`;
  return customerUpdate(order, `order-status:${order.id}:${eventId}`, headline, reason ? `${from}: ${reason}` : from);
}

/** A change the customer hears of: a push, and a mail if they turned order updates on by email (topic order_updates). */
function customerUpdate(order: OrderForMessages, key: string, headline: string, body: string): Message[] {
  return [
    push({
      userId: order.customerId,
      topic: "order_updates",
      key,
      payload: { title: headline, body, url: "/orders", tag: `order-${order.id}` },
    }),
    mail({
      template: "orderStatus",
      to: order.email,
      key,
      data: {
        username: order.username,
        restaurantName: order.restaurantName,
        orderNumber: orderNumber(order.id),
        headline,
        orderUrl: `${linkOrigin()}/orders`,
      },
      optional: { userId: order.customerId, topic: "order_updates" },
    }),
  ];
}

/** The messages of a platform delivery no rider took for 10 minutes, while it is still searching (else none). */
function noRiderMessages(order: OrderForMessages, eventId: bigint): Message[] {
  if (!order.delivery?.noRider || order.delivery.state !== "searching") return [];
  const number = orderNumber(order.id);
  const key = `order-no-rider:${order.id}:${eventId}`;
  return [
    ...customerUpdate(
      order,
      key,
      NO_RIDER_HEADLINE,
      `${order.restaurantName}, order ${number}: the restaurant will deliver it or cancel it with a refund`,
    ),
    push({
      userId: order.ownerId,
      topic: "new_orders",
      key: `${key}:restaurant`,
      payload: {
        title: `No rider found for order ${number}`,
        body: "Deliver it yourselves, assign a rider, or cancel it with a refund",
        url: ownerOrderPath(order.id),
        tag: `order-${order.id}`,
      },
    }),
  ];
}
