import { computeBill, DEFAULT_BILL_SETTINGS, type Bill } from "@/lib/money/bill";

// The bill of a stored order, for the order lists, the receipt mail and the checkout's repeat answer. An order
// checked out since issue 31 keeps the engine's Bill as it was computed (Order.bill); an older one (and the demo
// history) has only its money columns, and its bill is derived from them at the default settings: prices with
// GST in them, which is how every order before the bill was charged. Pure.

/** The order columns a bill is read from (prisma/schema.prisma, Order). */
export type OrderBillColumns = {
  subtotalPaise: number;
  deliveryChargePaise: number;
  packagingPaise: number;
  platformFeePaise: number;
  discountPaise: number;
  tipPaise: number;
  /** The snapshot (a Prisma Json value); null on orders from before it was kept. */
  bill: unknown;
};

/** The select that reads OrderBillColumns. */
export const orderBillSelect = {
  subtotalPaise: true,
  deliveryChargePaise: true,
  packagingPaise: true,
  platformFeePaise: true,
  discountPaise: true,
  tipPaise: true,
  bill: true,
} as const;

/**
 * Whether a stored snapshot looks like a Bill the engine made. Only the engine writes the column, so this guards
 * against a hand-edited or truncated value rather than validating every field.
 */
function isBillSnapshot(value: unknown): value is Bill {
  if (typeof value !== "object" || value === null) return false;
  const bill = value as Partial<Record<keyof Bill, unknown>>;
  return (
    Number.isInteger(bill.totalPaise) &&
    Array.isArray(bill.lines) &&
    typeof bill.food === "object" &&
    bill.food !== null &&
    typeof bill.fees === "object" &&
    bill.fees !== null
  );
}

/**
 * The bill of an order without a snapshot: the engine run on its columns at the default settings. The stored
 * delivery charge is taken as it was charged (a fee of its own, never free by size), so the derived total is the
 * columns added up exactly, whatever rule priced the delivery then.
 */
export function derivedBill(order: Omit<OrderBillColumns, "bill">): Bill {
  return computeBill(
    {
      lines: [{ unitPricePaise: order.subtotalPaise, packagingPaise: order.packagingPaise, quantity: 1 }],
      discountPaise: order.discountPaise,
      tipPaise: order.tipPaise,
    },
    {
      ...DEFAULT_BILL_SETTINGS,
      deliveryFeePaise: order.deliveryChargePaise,
      freeDeliveryFromPaise: null,
      platformFeePaise: order.platformFeePaise,
    },
  );
}

/** The bill of a stored order: its snapshot, or the one derived from its columns. */
export function billOfOrder(order: OrderBillColumns): Bill {
  return isBillSnapshot(order.bill) ? order.bill : derivedBill(order);
}
