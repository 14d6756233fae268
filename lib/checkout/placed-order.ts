import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { orderEventJob } from "@/lib/orders/notifications";
import { kitchenPaidOrderSelect, onOrderPaid } from "@/lib/kitchen/service";
import { recordOrderPaid } from "@/lib/owner/stats";
import { ledgerOrderSelect, recordOrderPaid as recordLedgerPaid } from "@/lib/money/ledger-write";
import { invoiceOrderSelect, issueInvoice } from "@/lib/invoices/service";

// What happens, inside one transaction, when an order is placed (paid online, or to be paid in cash or UPI on
// delivery) and when its money is in (paid online, or collected at the door). An order paid online does both at
// once (placePaidOrder: markPaid in payment.ts, placeOrder's spec checkout); a cash order (cod-service.ts) is
// announced when placed and has its money recorded when collected.

type Tx = Prisma.TransactionClient;

const announceSelect = { customerId: true, restaurantId: true, status: true } as const;

/**
 * Everything the announcement, the kitchen's answer, the ledger and the invoice read of a paid order, in one
 * query: each of them read the order again before (three statements more per checkout, issue 34).
 */
const paidOrderSelect = {
  ...announceSelect,
  ...ledgerOrderSelect,
  ...invoiceOrderSelect,
  restaurant: {
    select: {
      ...kitchenPaidOrderSelect.restaurant.select,
      ...ledgerOrderSelect.restaurant.select,
      ...invoiceOrderSelect.restaurant.select,
    },
  },
} as const satisfies Prisma.OrderSelect;

type AnnouncedOrder = Prisma.OrderGetPayload<{ select: typeof announceSelect & typeof kitchenPaidOrderSelect }>;

/**
 * Tells everyone of a newly placed order: the 'order.paid' event (the kitchen's and the customer's live
 * updates), the receipt and the kitchen's alert as jobs, and the kitchen's answer (accepted at once, or a
 * job that rejects it if nobody does in time). Returns the wakes to publish after the commit.
 */
export async function announcePlacedOrder(tx: Tx, orderId: string, now: Date, known?: AnnouncedOrder): Promise<Wake[]> {
  const placed =
    known ??
    (await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { ...announceSelect, ...kitchenPaidOrderSelect },
    }));
  const event = await tx.orderEvent.create({
    data: {
      orderId,
      customerId: placed.customerId,
      restaurantId: placed.restaurantId,
      type: "order.paid",
      status: placed.status,
      kitchenStatus: "placed",
    },
    select: { id: true, customerId: true, restaurantId: true },
  });
  // The kitchen's answer: accepted at once (auto-accept), or a job that rejects it if nobody does in time. With it,
  // the receipt and the kitchen's alert as a job that commits with the order (lib/orders/notifications.ts).
  const announced = orderEventJob({ orderId, eventId: event.id, type: "order.paid" });
  const accepted = await onOrderPaid(tx, orderId, now, placed, [announced]);
  return accepted ? [wakeOf(event), accepted] : [wakeOf(event)];
}

/**
 * Records an order's money once it is in: the ledger's entries, the tax invoice (numbered in this
 * transaction: a payment that rolls back takes no number) and the restaurant dashboard's roll-ups.
 */
export async function recordOrderMoney(
  tx: Tx,
  orderId: string,
  now: Date,
  known?: Prisma.OrderGetPayload<{ select: typeof paidOrderSelect }>,
): Promise<void> {
  await recordLedgerPaid(tx, orderId, now, known);
  await issueInvoice(tx, orderId, now, known);
  // Last: it locks the restaurant's row of the month until the commit, and every paid order of that kitchen
  // waits for it.
  await recordOrderPaid(tx, orderId);
}

/** An order paid online, in its paying transaction: announced and its money recorded, from one read of it. */
export async function placePaidOrder(tx: Tx, orderId: string, now: Date): Promise<Wake[]> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: paidOrderSelect });
  const wakes = await announcePlacedOrder(tx, orderId, now, order);
  await recordOrderMoney(tx, orderId, now, order);
  return wakes;
}
