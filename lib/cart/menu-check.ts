import { toPaise } from "./cart-math";
import type { CartItem, CartLine } from "./types";

// The cart is a wish list: what the restaurant sells now, and at what price, is the server's word.
// These functions compare the stored lines with the restaurant's current menu. (No zod here: the
// menu pages load this through the cart actions; the answer is parsed in menu-response.ts.)

/** What the cart needs of a current menu item. */
export type MenuEntry = {
  _id: string;
  name: string;
  price: number;
  type?: "veg" | "non-veg";
  imageUrl?: string;
  /** False while its owner has marked it sold out (checkout refuses it); missing: in stock. */
  inStock?: boolean;
};
/** A restaurant's current menu items by id. */
export type CurrentMenu = ReadonlyMap<string, MenuEntry>;

type CheckedLine =
  { status: "available"; line: CartLine; previousPrice: number | null } | { status: "unavailable"; line: CartLine };

export type MenuCheck = {
  /** The cart's lines in order; available ones carry the server's current item details. */
  lines: CheckedLine[];
  /** Whether any available line's stored item differs from the server's (the store needs updating). */
  changed: boolean;
};

function sameItem(a: CartItem, b: CartItem): boolean {
  return toPaise(a.price) === toPaise(b.price) && a.name === b.name && a.type === b.type && a.imageUrl === b.imageUrl;
}

/**
 * Each cart line against the current menu: gone from it ("unavailable"), or available with the
 * server's price, name, type and picture; `previousPrice` is the stored price when it differed.
 */
export function checkCartAgainstMenu(lines: ReadonlyArray<CartLine>, menu: CurrentMenu): MenuCheck {
  let changed = false;
  const checked = lines.map((line): CheckedLine => {
    const current = menu.get(line.item._id);
    if (!current) return { status: "unavailable", line };
    const item: CartItem = {
      ...line.item,
      name: current.name,
      price: current.price,
      type: current.type ?? line.item.type,
      // An empty or missing picture on the server keeps the one the cart had.
      imageUrl: current.imageUrl || line.item.imageUrl,
    };
    if (sameItem(item, line.item)) return { status: "available", line, previousPrice: null };
    changed = true;
    const previousPrice = toPaise(item.price) === toPaise(line.item.price) ? null : line.item.price;
    return { status: "available", line: { item, quantity: line.quantity }, previousPrice };
  });
  return { lines: checked, changed };
}

/** A price change to tell the user about: from what they saw when adding to what it is now. */
export type PriceNotice = { from: number; to: number };

/**
 * Notices after another check: a second change keeps the first `from` (what the user originally
 * saw), and a price back where it started needs no notice.
 */
export function mergePriceNotices(
  notices: Readonly<Record<string, PriceNotice>>,
  check: MenuCheck,
): Record<string, PriceNotice> {
  const next = { ...notices };
  for (const checked of check.lines) {
    if (checked.status !== "available" || checked.previousPrice === null) continue;
    const id = checked.line.item._id;
    const from = next[id]?.from ?? checked.previousPrice;
    const to = checked.line.item.price;
    if (toPaise(from) === toPaise(to)) delete next[id];
    else next[id] = { from, to };
  }
  return next;
}
