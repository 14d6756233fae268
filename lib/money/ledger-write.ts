import type { Prisma } from "@/lib/generated/prisma/client";
import { commissionBpsAt } from "@/lib/admin/settings-in-force";
import {
  discountTaxablePaise,
  entriesForOrder,
  ledgerBillOf,
  refundEntries,
  type LedgerLine,
} from "@/lib/money/ledger";

// Writes the ledger (docs/money.md, "The ledger") inside the transactions that move money: the one that marks an
// order paid and the one that records its refund. Always through their `tx`: the embedded database has one
// connection, and the entries must commit or roll back with the change they record. Not "server-only": the seed
// script (prisma/seed.ts) writes its demo orders' entries with it too, outside Next.

const PAID_EVENT = "paid";

/** The order's columns its paid entries are made from (lib/checkout/placed-order.ts reads them with the rest, once). */
export const ledgerOrderSelect = {
  id: true,
  restaurantId: true,
  createdAt: true,
  subtotalPaise: true,
  packagingPaise: true,
  deliveryChargePaise: true,
  platformFeePaise: true,
  discountPaise: true,
  tipPaise: true,
  bill: true,
  restaurant: { select: { commissionBps: true } },
  offer: { select: { restaurantId: true } },
} as const satisfies Prisma.OrderSelect;

export type LedgerOrder = Prisma.OrderGetPayload<{ select: typeof ledgerOrderSelect }>;

type EntryContext = { orderId: string; restaurantId: string; at: Date };

function rows(lines: readonly LedgerLine[], kind: "order_paid" | "refund", event: string, context: EntryContext) {
  return lines.map((line) => ({ ...context, kind, event, ...line }));
}

/**
 * The entries of a paid order, written in the transaction that marks it paid. Once: a repeat (the webhook after
 * the browser's verification) conflicts on (orderId, kind, event, account) and writes nothing.
 */
export async function recordOrderPaid(
  tx: Prisma.TransactionClient,
  orderId: string,
  at = new Date(),
  known?: LedgerOrder,
): Promise<void> {
  const order = known ?? (await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: ledgerOrderSelect }));
  // A platform coupon's discount is the platform's to fund; a restaurant's own offer is the restaurant's.
  const platformFunded = order.offer && order.offer.restaurantId === null ? discountTaxablePaise(order.bill) : 0;
  // The commission in force when the order was placed (issue 33): a rate scheduled later never reaches it.
  const commissionBps = await commissionBpsAt(
    tx,
    { id: order.restaurantId, commissionBps: order.restaurant.commissionBps },
    order.createdAt,
  );
  const lines = entriesForOrder(ledgerBillOf(order), commissionBps, platformFunded);
  await tx.ledgerEntry.createMany({
    data: rows(lines, "order_paid", PAID_EVENT, { orderId, restaurantId: order.restaurantId, at }),
    skipDuplicates: true,
  });
}

/**
 * The entries of a refund of `amountPaise` (the paid entries reversed in proportion; a full refund exactly), in
 * the transaction that records the refund. `refundKey` names the refund: the same key twice writes it once.
 */
export async function recordRefund(
  tx: Prisma.TransactionClient,
  orderId: string,
  amountPaise: number,
  refundKey = "refund",
  at = new Date(),
): Promise<void> {
  const paid = await tx.ledgerEntry.findMany({
    where: { orderId, kind: "order_paid" },
    select: { account: true, amountPaise: true, memo: true, restaurantId: true },
  });
  const restaurantId = paid[0]?.restaurantId;
  if (restaurantId === undefined) {
    // A paid order without entries (written straight to the database, not through markPaid): its payment's
    // entries first, at the time it was paid, so there is something to reverse and the ledger still balances.
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { paidAt: true } });
    await recordOrderPaid(tx, orderId, order.paidAt ?? at);
    return recordRefund(tx, orderId, amountPaise, refundKey, at);
  }
  const paidPaise = -paid.reduce((sum, line) => sum + (line.account === "customer" ? line.amountPaise : 0), 0);
  if (amountPaise > paidPaise) {
    // The money has gone back already (the provider refunded it): the ledger records what it can reverse and says
    // so, rather than failing the transaction that records the refund; the day's reconciliation reports the gap.
    console.error(`Refund of ${amountPaise} paise on order ${orderId} exceeds its ${paidPaise} paid; ledger capped`);
  }
  await tx.ledgerEntry.createMany({
    data: rows(refundEntries(paid, Math.min(amountPaise, paidPaise)), "refund", refundKey, {
      orderId,
      restaurantId,
      at,
    }),
    skipDuplicates: true,
  });
}
