import type { CartItem, CartLine, CartState } from "./types";

// The cart's rules as pure functions: each takes a cart and returns a new one, never mutating
// its input, so the store, the tests and any later server check share one definition.

const DELIVERY_CHARGE_RUPEES = 20;
/** From this many items (by quantity) delivery is free. */
const FREE_DELIVERY_FROM_QUANTITY = 3;

/** Rupees to whole paise (the payment unit). Prices have at most 2 decimals, so rounding only removes float noise. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  return Math.round(rupees * 100);
}

/** Whole paise back to rupees with at most 2 decimals. */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** One line's price in rupees (unit price times quantity, in paise). */
export function lineTotal(line: CartLine): number {
  return fromPaise(toPaise(line.item.price) * line.quantity);
}

/** A cart of these lines with its totals recomputed (in paise, so 0.1 + 0.2 stays 0.3). */
export function withTotals(items: CartLine[]): CartState {
  let paise = 0;
  let quantity = 0;
  for (const line of items) {
    paise += toPaise(line.item.price) * line.quantity;
    quantity += line.quantity;
  }
  return { items, totalPrice: fromPaise(paise), totalQuantity: quantity };
}

/** The restaurant the cart orders from: the first line's. */
export function cartRestaurantId(cart: CartState): string | null {
  return cart.items[0]?.item.restaurant_id ?? null;
}

export type AddResult = { status: "added"; cart: CartState } | { status: "needsConfirm"; cart: CartState };

function assertQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
}

/**
 * Adds lines, merging those already in the cart (quantities add up). Lines of another restaurant
 * than the cart's are not added: the result is "needsConfirm" with the cart unchanged.
 */
export function withLinesMerged(cart: CartState, lines: ReadonlyArray<CartLine>): AddResult {
  const first = lines[0];
  if (!first) return { status: "added", cart };
  const restaurantId = first.item.restaurant_id;
  for (const line of lines) {
    assertQuantity(line.quantity);
    // One order goes to one restaurant; a mixed batch is a caller's bug, not a user's choice.
    if (line.item.restaurant_id !== restaurantId) throw new RangeError("Lines from more than one restaurant");
  }
  const current = cartRestaurantId(cart);
  if (current !== null && current !== restaurantId) return { status: "needsConfirm", cart };

  const items = [...cart.items];
  for (const line of lines) {
    const at = items.findIndex((l) => l.item._id === line.item._id);
    const existing = at >= 0 ? items[at] : undefined;
    // The newest copy of the item wins: it carries the price the user was just shown.
    if (existing) items[at] = { item: line.item, quantity: existing.quantity + line.quantity };
    else items.push({ item: line.item, quantity: line.quantity });
  }
  return { status: "added", cart: withTotals(items) };
}

/** Adds one of `item`: a new line with quantity 1, or one more on its line. */
export function withItemAdded(cart: CartState, item: CartItem): AddResult {
  return withLinesMerged(cart, [{ item, quantity: 1 }]);
}

/** One more on the line of `itemId`; unchanged if there is no such line. */
export function withQuantityIncreased(cart: CartState, itemId: string): CartState {
  if (!cart.items.some((l) => l.item._id === itemId)) return cart;
  return withTotals(cart.items.map((l) => (l.item._id === itemId ? { ...l, quantity: l.quantity + 1 } : l)));
}

/** One fewer on the line of `itemId`; the line goes at 0. */
export function withQuantityDecreased(cart: CartState, itemId: string): CartState {
  if (!cart.items.some((l) => l.item._id === itemId)) return cart;
  return withTotals(
    cart.items
      .map((l) => (l.item._id === itemId ? { ...l, quantity: l.quantity - 1 } : l))
      .filter((l) => l.quantity > 0),
  );
}

/** The cart without the line of `itemId`, whatever its quantity. */
export function withLineRemoved(cart: CartState, itemId: string): CartState {
  if (!cart.items.some((l) => l.item._id === itemId)) return cart;
  return withTotals(cart.items.filter((l) => l.item._id !== itemId));
}

/** The cleared cart (a new object each time, so no caller can share and mutate one). */
export function emptyCart(): CartState {
  return { items: [], totalPrice: 0, totalQuantity: 0 };
}

/** The delivery charge in rupees for this many items: none on an empty cart, free from 3. */
export function deliveryCharge(totalQuantity: number): number {
  if (totalQuantity <= 0 || totalQuantity >= FREE_DELIVERY_FROM_QUANTITY) return 0;
  return DELIVERY_CHARGE_RUPEES;
}

export type CartSummary = { totalQuantity: number; subtotal: number; deliveryCharge: number; total: number };

/** What the cart shows below its lines: Sub Total, Delivery Charge and Total, in rupees. */
export function cartSummary(lines: ReadonlyArray<CartLine>): CartSummary {
  const { totalPrice, totalQuantity } = withTotals([...lines]);
  const charge = deliveryCharge(totalQuantity);
  return {
    totalQuantity,
    subtotal: totalPrice,
    deliveryCharge: charge,
    total: fromPaise(toPaise(totalPrice) + toPaise(charge)),
  };
}
