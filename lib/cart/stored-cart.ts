import type { CartItem, CartLine, CartState } from "./types";
import { emptyCart, withTotals } from "./cart-math";

// localStorage is outside our control (an older version of the app, another tab mid-write, a user
// with devtools), so what comes back is checked line by line before the cart uses it. Hand-written
// rather than zod: this runs on every customer page and zod would weigh on first-load JS.

/** Image sources `next/image` is configured for; anything else would make the cart throw on render. */
const IMAGE_PREFIXES = ["/images/", "/uploads/", "https://res.cloudinary.com/"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { _id, name, price, imageUrl, type, restaurant_id, restaurantName } = value;
  if (!nonEmptyString(_id) || !nonEmptyString(name) || !nonEmptyString(restaurant_id)) return null;
  if (typeof price !== "number" || !Number.isFinite(price) || price < 0) return null;
  if (type !== "veg" && type !== "non-veg") return null;
  const image = typeof imageUrl === "string" && IMAGE_PREFIXES.some((p) => imageUrl.startsWith(p)) ? imageUrl : "";
  return {
    _id,
    name,
    price,
    imageUrl: image,
    type,
    restaurant_id,
    restaurantName: typeof restaurantName === "string" ? restaurantName : "",
  };
}

/**
 * The cart held in a persisted value (zustand's `state`): malformed lines dropped, repeated items
 * merged, lines of any restaurant but the first dropped, and the totals recomputed rather than trusted.
 */
export function parseStoredCart(value: unknown): CartState {
  if (!isRecord(value) || !Array.isArray(value.items)) return emptyCart();
  const lines: CartLine[] = [];
  for (const raw of value.items) {
    if (!isRecord(raw)) continue;
    const item = parseItem(raw.item);
    const { quantity } = raw;
    if (!item || typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) continue;
    if (lines[0] && lines[0].item.restaurant_id !== item.restaurant_id) continue;
    const existing = lines.find((l) => l.item._id === item._id);
    if (existing) existing.quantity += quantity;
    else lines.push({ item, quantity });
  }
  return withTotals(lines);
}
