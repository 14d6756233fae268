// The ledger's arithmetic, pure (docs/money.md, "The ledger"): which entries an order's payment and its refunds
// write. Every event's entries add up to 0: the customer's account is negative by what came in, the other accounts
// positive by what they are owed. lib/money/ledger-service.ts writes them; the migration's backfill repeats this
// arithmetic in SQL for orders paid before the ledger existed.
import { z } from "zod";
import { computeBill, DEFAULT_BILL_SETTINGS, taxGroup, type Bill } from "@/lib/money/bill";

type LedgerAccountName =
  | "customer"
  | "restaurant_payable"
  | "platform_commission"
  | "platform_fee"
  | "gst_payable"
  | "gst_on_fees"
  | "delivery"
  | "delivery_tips"
  | "refunds"
  | "platform_offers"
  | "rider_payable"
  | "rider_cash";

export type LedgerLine = { account: LedgerAccountName; amountPaise: number; memo: string };

/** Commission is a rate in basis points of the food's taxable value: 0-50%. */
export const MAX_COMMISSION_BPS = 5000;

/** What of a bill the ledger reads: the groups' taxable values and GST, the fees and the tip. */
export type LedgerBill = Pick<Bill, "deliveryFeePaise" | "platformFeePaise" | "tipPaise" | "totalPaise"> & {
  food: Pick<Bill["food"], "taxablePaise" | "gstPaise">;
  fees: Pick<Bill["fees"], "taxablePaise" | "gstPaise">;
};

/** a / b rounded half up, for non-negative integers (as the bill rounds). */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * The entries of one paid order: the food's taxable value split into the restaurant's share and the commission
 * (commissionBps of it, half up to the paisa), the fees' taxable value into delivery and platform fee (delivery's
 * part rounded down, the platform fee the rest), each group's GST, the tip, and the customer's payment against them
 * all. Zero amounts are left out; the customer's entry never is. A discount the platform funds (`platformFundedPaise`,
 * the taxable value its coupon took off) is paid to the restaurant as if the food were not discounted, and the
 * platform's `platform_offers` account pays it (a negative entry); a restaurant's own offer simply lowers its food.
 */
export function entriesForOrder(bill: LedgerBill, commissionBps: number, platformFundedPaise = 0): LedgerLine[] {
  const foodValue = bill.food.taxablePaise + platformFundedPaise;
  const commission = roundDiv(foodValue * commissionBps, 10_000);
  const feesGross = bill.deliveryFeePaise + bill.platformFeePaise;
  const delivery = feesGross === 0 ? 0 : Math.floor((bill.fees.taxablePaise * bill.deliveryFeePaise) / feesGross);
  const shares: LedgerLine[] = [
    {
      account: "restaurant_payable",
      amountPaise: foodValue - commission,
      memo: "Restaurant's share of the food",
    },
    { account: "platform_offers", amountPaise: -platformFundedPaise, memo: "Platform coupon, funded by the platform" },
    { account: "platform_commission", amountPaise: commission, memo: "Commission on the food" },
    { account: "platform_fee", amountPaise: bill.fees.taxablePaise - delivery, memo: "Platform fee" },
    { account: "gst_payable", amountPaise: bill.food.gstPaise, memo: "GST on the food (s.9(5))" },
    { account: "gst_on_fees", amountPaise: bill.fees.gstPaise, memo: "GST on the fees" },
    { account: "delivery", amountPaise: delivery, memo: "Delivery fee" },
    { account: "delivery_tips", amountPaise: bill.tipPaise, memo: "Delivery partner tip" },
  ].filter((line): line is LedgerLine => line.amountPaise !== 0);
  const paid = shares.reduce((sum, line) => sum + line.amountPaise, 0);
  return [{ account: "customer", amountPaise: -paid, memo: "Paid by the customer" }, ...shares];
}

/**
 * The entries of a refund of `amountPaise` of an order whose payment wrote `paid`: every share reversed in
 * proportion (rounded down, the paise left over going to the largest remainders, so the reversals add up to the
 * amount exactly), and the money back to the customer on the refunds account. A full refund is the exact reverse.
 */
export function refundEntries(paid: readonly LedgerLine[], amountPaise: number): LedgerLine[] {
  const shares = paid.filter((line) => line.account !== "customer" && line.account !== "refunds");
  const total = shares.reduce((sum, line) => sum + line.amountPaise, 0);
  if (!Number.isInteger(amountPaise) || amountPaise <= 0 || amountPaise > total) {
    throw new RangeError(`A refund must be 1 to ${total} paise, not ${amountPaise}`);
  }
  const parts = shares.map((line, index) => {
    const exact = line.amountPaise * amountPaise;
    return { line, index, paise: Math.floor(exact / total), remainder: exact % total };
  });
  let left = amountPaise - parts.reduce((sum, part) => sum + part.paise, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    part.paise += 1;
    left -= 1;
  }
  const reversals = parts
    .filter((part) => part.paise !== 0)
    .map((part) => ({ account: part.line.account, amountPaise: -part.paise, memo: `Refund: ${part.line.memo}` }));
  return [{ account: "refunds", amountPaise, memo: "Refunded to the customer" }, ...reversals];
}

const storedBill = z.object({
  deliveryFeePaise: z.number().int(),
  platformFeePaise: z.number().int(),
  tipPaise: z.number().int(),
  totalPaise: z.number().int(),
  food: z.object({ taxablePaise: z.number().int(), gstPaise: z.number().int() }),
  fees: z.object({ taxablePaise: z.number().int(), gstPaise: z.number().int() }),
});

/** An order's money columns and its bill snapshot (null on orders older than the bill). */
export type OrderMoney = {
  subtotalPaise: number;
  packagingPaise: number;
  deliveryChargePaise: number;
  platformFeePaise: number;
  discountPaise: number;
  tipPaise: number;
  bill: unknown;
};

/**
 * The bill the ledger reads for an order: its snapshot, or for an order without one its columns at the default
 * settings (prices with GST in them, 5% on food and 18% on fees), as it was billed then.
 */
export function ledgerBillOf(order: OrderMoney): LedgerBill {
  const stored = storedBill.safeParse(order.bill);
  if (stored.success) return stored.data;
  return computeBill(
    {
      lines: [{ unitPricePaise: order.subtotalPaise, packagingPaise: order.packagingPaise, quantity: 1 }],
      discountPaise: order.discountPaise,
      tipPaise: order.tipPaise,
    },
    { ...DEFAULT_BILL_SETTINGS, deliveryFeePaise: order.deliveryChargePaise, platformFeePaise: order.platformFeePaise },
  );
}

const discountedBill = z.object({
  taxMode: z.enum(["inclusive", "exclusive"]),
  itemTotalPaise: z.number().int(),
  packagingPaise: z.number().int(),
  discountPaise: z.number().int(),
  food: z.object({ rateBps: z.number().int(), taxablePaise: z.number().int() }),
});

/**
 * The taxable value a discount took off an order's food (what the platform funds for its coupon): the food's taxable
 * value without the discount less the bill's. 0 without a discount or a readable snapshot.
 */
export function discountTaxablePaise(snapshot: unknown): number {
  const bill = discountedBill.safeParse(snapshot);
  if (!bill.success || bill.data.discountPaise === 0) return 0;
  const { itemTotalPaise, packagingPaise, food, taxMode } = bill.data;
  return taxGroup(itemTotalPaise + packagingPaise, food.rateBps, taxMode).taxablePaise - food.taxablePaise;
}
