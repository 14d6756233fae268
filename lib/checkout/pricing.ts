import { AppError } from "@/lib/http/errors";
import { isInStock, type StockColumns } from "@/lib/menu/stock";
import { computeBill, type Bill, type BillSettings } from "@/lib/money/bill";

// The server's price of a cart: from the database's current prices, never the browser's, billed by the
// one engine (lib/money/bill.ts) under the restaurant's settings. Pure, so every rule (and every rejection)
// is unit-tested without a database.

export const MAX_LINE_QUANTITY = 20;

export type CartLine = { menuItemId: string; quantity: number };

/** A menu item as the database has it now (archived ones included, so they can be named). */
export type ItemForPricing = {
  id: string;
  restaurantId: string;
  name: string;
  type: "veg" | "non_veg";
  category: string;
  pricePaise: number;
  /** The dish's packaging charge, per unit (0 unless the restaurant sets one). */
  packagingPaise: number;
  archivedAt: Date | null;
};

export type PricedLine = {
  menuItemId: string;
  name: string;
  type: "veg" | "non_veg";
  category: string;
  unitPricePaise: number;
  quantity: number;
};

export type PricedOrder = {
  restaurantId: string;
  /** The spec's three, read off the bill: its item total, its delivery fee and its total. */
  subtotalPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  totalQuantity: number;
  lines: PricedLine[];
  bill: Bill;
};

/** What the bill needs besides the cart: the restaurant's settings, the customer's tip and an offer's discount (absent: none). */
export type PricingTerms = { settings: BillSettings; tipPaise?: number; discountPaise?: number };

const rejected = (message: string) => new AppError(422, message, { items: [message] });

/** Lines for the same dish merged into one, first appearance first. */
export function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw rejected(`Quantities must be whole numbers from 1 to ${MAX_LINE_QUANTITY}`);
    }
    merged.set(line.menuItemId, (merged.get(line.menuItemId) ?? 0) + line.quantity);
  }
  return [...merged].map(([menuItemId, quantity]) => ({ menuItemId, quantity }));
}

/**
 * Prices `lines` against `items` and bills them under `terms`. Throws a 422 AppError for an empty cart, a bad
 * quantity, a dish that is unknown or no longer on the menu (named), or dishes from more than one restaurant.
 */
export function priceOrder(
  lines: readonly CartLine[],
  items: readonly ItemForPricing[],
  terms: PricingTerms,
): PricedOrder {
  const merged = mergeLines(lines);
  if (merged.length === 0) throw rejected("Your cart is empty");
  const byId = new Map(items.map((item) => [item.id, item]));
  const priced: PricedLine[] = [];
  for (const line of merged) {
    const item = byId.get(line.menuItemId);
    if (!item) throw rejected("A dish in your cart is no longer on the menu. Please remove it and try again.");
    if (item.archivedAt) throw rejected(`${item.name} is no longer available. Please remove it and try again.`);
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw rejected(`You can order at most ${MAX_LINE_QUANTITY} of ${item.name}`);
    }
    priced.push({
      menuItemId: item.id,
      name: item.name,
      type: item.type,
      category: item.category,
      unitPricePaise: item.pricePaise,
      quantity: line.quantity,
    });
  }
  const restaurantIds = new Set(priced.map((line) => byId.get(line.menuItemId)!.restaurantId));
  if (restaurantIds.size > 1) {
    throw rejected("Your cart has dishes from more than one restaurant. Order from one restaurant at a time.");
  }
  const bill = computeBill(
    {
      lines: priced.map((line) => ({
        unitPricePaise: line.unitPricePaise,
        packagingPaise: byId.get(line.menuItemId)!.packagingPaise,
        quantity: line.quantity,
      })),
      tipPaise: terms.tipPaise ?? 0,
      discountPaise: terms.discountPaise ?? 0,
    },
    terms.settings,
  );
  return {
    restaurantId: [...restaurantIds][0]!,
    subtotalPaise: bill.itemTotalPaise,
    deliveryChargePaise: bill.deliveryFeePaise,
    totalPaise: bill.totalPaise,
    totalQuantity: priced.reduce((sum, line) => sum + line.quantity, 0),
    lines: priced,
    bill,
  };
}

/**
 * An order's money columns from its bill: the spec's subtotal, delivery charge and total, the rest of the bill
 * beside them, and the bill itself as its snapshot (what the lists, the receipt and invoices read back).
 */
export function orderMoneyColumns(bill: Bill) {
  return {
    subtotalPaise: bill.itemTotalPaise,
    deliveryChargePaise: bill.deliveryFeePaise,
    totalPaise: bill.totalPaise,
    packagingPaise: bill.packagingPaise,
    platformFeePaise: bill.platformFeePaise,
    discountPaise: bill.discountPaise,
    tipPaise: bill.tipPaise,
    gstPaise: bill.gstPaise,
    bill,
  };
}

/** The first dish of the cart its owner has marked sold out at `now`, refused with a 409 naming it. */
export function assertInStock(
  lines: readonly Pick<CartLine, "menuItemId">[],
  items: readonly (Pick<ItemForPricing, "id" | "name"> & StockColumns)[],
  now: Date,
): void {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const line of lines) {
    const item = byId.get(line.menuItemId);
    if (item && !isInStock(item, now)) {
      const message = `${item.name} is sold out. Please remove it from your cart and try again.`;
      throw new AppError(409, message, { items: [message] });
    }
  }
}
