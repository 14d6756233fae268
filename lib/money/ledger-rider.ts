import type { Prisma } from "@/lib/generated/prisma/client";
import type { LedgerLine } from "@/lib/money/ledger";

// The rider's side of the ledger (issue 32 part 7, docs/riders.md "Rider pay"), in the convention of ledger.ts: every
// event adds up to 0, an account positive by what it is owed. On delivery (kind rider_pay) the delivery fee and the
// tip, which the order's payment put on `delivery` and `delivery_tips`, go to the rider: those accounts give them
// up (negative) and `rider_payable`, what the platform owes the rider, takes both. Cash taken at the door by a rider
// (kind rider_cash) is the platform's money in the rider's pocket: `rider_cash` (owed to the platform by riders)
// takes it, and `rider_payable` is lowered by it until the cash is settled (Delivery.cashSettledAt, lib/riders/cash.ts).

/** The entries of a delivered order's pay: the pay from `delivery`, the tip from `delivery_tips`, both to the rider. */
export function riderPayEntries(payPaise: number, tipPaise: number): LedgerLine[] {
  if (!Number.isInteger(payPaise) || !Number.isInteger(tipPaise) || payPaise < 0 || tipPaise < 0) {
    throw new RangeError(`Rider pay and tip must be whole paise, not ${payPaise} and ${tipPaise}`);
  }
  return [
    { account: "delivery" as const, amountPaise: -payPaise, memo: "Delivery partner's pay" },
    { account: "delivery_tips" as const, amountPaise: -tipPaise, memo: "Tip, to the delivery partner" },
    { account: "rider_payable" as const, amountPaise: payPaise + tipPaise, memo: "Owed to the delivery partner" },
  ].filter((line) => line.amountPaise !== 0);
}

/** The entries of cash a rider took at the door: held by the rider, against what the rider is owed. */
export function riderCashEntries(cashPaise: number): LedgerLine[] {
  if (!Number.isInteger(cashPaise) || cashPaise < 0) throw new RangeError(`Cash must be whole paise, not ${cashPaise}`);
  if (cashPaise === 0) return [];
  return [
    { account: "rider_cash", amountPaise: cashPaise, memo: "Cash held by the delivery partner" },
    { account: "rider_payable", amountPaise: -cashPaise, memo: "Cash collected, to hand to the platform" },
  ];
}

type RiderEntryContext = { orderId: string; restaurantId: string; at: Date };

/**
 * Writes a delivered order's rider entries in the transaction that delivers it: the pay (and tip) and, for cash
 * taken at the door, the cash held. Once: the event is "delivered" and a repeat writes nothing.
 */
export async function recordRiderDelivery(
  tx: Prisma.TransactionClient,
  context: RiderEntryContext,
  money: { payPaise: number; tipPaise: number; cashPaise: number },
): Promise<void> {
  const rows = [
    ...riderPayEntries(money.payPaise, money.tipPaise).map((line) => ({ ...line, kind: "rider_pay" as const })),
    ...riderCashEntries(money.cashPaise).map((line) => ({ ...line, kind: "rider_cash" as const })),
  ].map((line) => ({ ...context, ...line, event: "delivered" }));
  if (rows.length > 0) await tx.ledgerEntry.createMany({ data: rows, skipDuplicates: true });
}
