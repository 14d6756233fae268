import { z } from "zod";
import { computeBill, DEFAULT_BILL_SETTINGS, type Bill } from "@/lib/money/bill";

// The bill an invoice is made from: the order's own snapshot (Order.bill, written at checkout), or, for an
// order from before the snapshot existed, its bill recomputed from its dishes at the default settings (the
// spec's subtotal + delivery charge, GST included in the prices), with the discount and tip its columns kept.

const TaxGroupSchema = z.object({
  rateBps: z.number().int(),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
});

/** The parts of a stored bill an invoice reads; anything else in the snapshot is left as it is. */
const StoredBillSchema = z.looseObject({
  taxMode: z.enum(["inclusive", "exclusive"]),
  itemTotalPaise: z.number().int(),
  packagingPaise: z.number().int(),
  deliveryFeePaise: z.number().int(),
  platformFeePaise: z.number().int(),
  discountPaise: z.number().int(),
  tipPaise: z.number().int(),
  food: TaxGroupSchema,
  fees: TaxGroupSchema,
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  lines: z.array(z.looseObject({ key: z.string(), label: z.string(), amountPaise: z.number().int() })),
});

export type OrderForBill = {
  bill: unknown;
  discountPaise: number;
  tipPaise: number;
  items: ReadonlyArray<{ unitPricePaise: number; quantity: number }>;
};

export function billOfOrder(order: OrderForBill): Bill {
  const stored = StoredBillSchema.safeParse(order.bill);
  if (stored.success) return stored.data as Bill;
  return computeBill(
    {
      lines: order.items.map((item) => ({
        unitPricePaise: item.unitPricePaise,
        packagingPaise: 0,
        quantity: item.quantity,
      })),
      discountPaise: order.discountPaise,
      tipPaise: order.tipPaise,
    },
    DEFAULT_BILL_SETTINGS,
  );
}
