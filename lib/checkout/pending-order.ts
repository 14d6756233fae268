import { cartSummary } from "@/lib/cart/cart-math";
import type { CartLine } from "@/lib/cart/types";
import type { CheckoutRequest } from "@/lib/checkout/contract";

// The spec's pending order: what the customer confirmed, kept in localStorage under `order` from
// the moment payment starts until the order is placed. The server prices the order itself; the
// stored copy is what the payment result screen sends back with the payment reference.

/** The localStorage key of the pending order (the spec's). */
export const PENDING_ORDER_KEY = "order";

/** The spec's delivery details (name, address, city, state) and ours (locality, PIN code, phone). */
export type DeliveryDetails = {
  customerName: string;
  address: string;
  city: string;
  state: string;
  locality?: string;
  pincode?: string;
  phone?: string;
};

/** Where the order goes: the spec's {address, city, state}, plus locality, PIN code and phone when given. */
type PendingDeliveryLocation = {
  address: string;
  city: string;
  state: string;
  locality?: string;
  pincode?: string;
  phone?: string;
};

export type PendingOrder = {
  user_email: string;
  customerName: string;
  restaurant_id: string;
  items: Array<{ item_id: string; quantity: number }>;
  /** Rupees, as the cart showed it. */
  totalPrice: number;
  deliveryLocation: PendingDeliveryLocation;
  deliveryStatus: "pending";
  paymentStatus: "success";
  /** The total the customer agreed to, in rupees (the spec's createPaymentOrder field): the server refuses to charge anything else. */
  amount: number;
  currency: "INR";
  /**
   * Ours, beside the spec's: the order createPaymentOrder set aside for this checkout, so that the
   * result screen knows the payment it shows is this checkout's (and an old one's is only a receipt).
   */
  orderId?: string;
  /** Ours: the address book label a new address is saved under once the order is placed. */
  saveAddressAs?: string;
  /** Ours: the tip for the delivery partner, in paise, part of `amount` (absent: none). */
  tipPaise?: number;
  /** Ours: the coupon whose discount is in `amount` (absent: none; a restaurant's automatic offer needs no code). */
  couponCode?: string;
};

/**
 * The server's bill the customer agreed to at checkout (POST /api/previewBill): its total, the tip in it, and the
 * coupon code it applied (null: none).
 */
export type AgreedBill = { totalPaise: number; tipPaise: number; couponCode?: string | null };

/**
 * The pending order for these cart lines (all of one restaurant) and the confirmed details, trimmed;
 * `saveAddressAs` when the new address is to be saved once the order is placed.
 */
export function buildPendingOrder(
  lines: ReadonlyArray<CartLine>,
  details: DeliveryDetails,
  email: string,
  saveAddressAs: string | null = null,
  bill: AgreedBill | null = null,
): PendingOrder {
  const first = lines[0];
  if (!first) throw new Error("An order needs at least one item");
  // The server's bill when the checkout showed one (charges and taxes a restaurant sets, a tip); else the spec's total.
  const total = bill ? bill.totalPaise / 100 : cartSummary(lines).total;
  return {
    user_email: email,
    customerName: details.customerName.trim(),
    restaurant_id: first.item.restaurant_id,
    items: lines.map((line) => ({ item_id: line.item._id, quantity: line.quantity })),
    totalPrice: total,
    deliveryLocation: deliveryLocationOf(details),
    deliveryStatus: "pending",
    paymentStatus: "success",
    amount: total,
    currency: "INR",
    ...(saveAddressAs && { saveAddressAs }),
    ...(bill && bill.tipPaise > 0 && { tipPaise: bill.tipPaise }),
    ...(bill?.couponCode && { couponCode: bill.couponCode }),
  };
}

/** The details' address, trimmed; the optional parts only when filled in. */
function deliveryLocationOf(details: DeliveryDetails): PendingDeliveryLocation {
  const extra = (value: string | undefined) => value?.trim() || undefined;
  const locality = extra(details.locality);
  const pincode = extra(details.pincode);
  const phone = extra(details.phone);
  return {
    address: details.address.trim(),
    city: details.city.trim(),
    state: details.state.trim(),
    ...(locality && { locality }),
    ...(pincode && { pincode }),
    ...(phone && { phone }),
  };
}

/** The spec's stored local order as placeOrder takes it: without our own bookkeeping. */
export function toLocalOrder(
  order: PendingOrder,
): Omit<PendingOrder, "orderId" | "saveAddressAs" | "tipPaise" | "couponCode"> {
  const { orderId: _orderId, saveAddressAs: _saveAddressAs, tipPaise: _tipPaise, couponCode: _code, ...local } = order;
  return local;
}

/** The order an answer of placeOrder shows, as far as telling it apart needs. */
export type PlacedOrderRef = {
  _id: string;
  restaurant_id: { _id: string };
  items: ReadonlyArray<{ item_id: { _id: string }; quantity: number }>;
};

/**
 * Whether `order` is the one this pending checkout was paying for: the order createPaymentOrder set
 * aside for it, or (stored before that was kept) the same restaurant, dishes and quantities. Any other
 * order is an earlier one, reached again through an old result URL.
 */
export function isOrderOfPending(pending: PendingOrder | null, order: PlacedOrderRef): boolean {
  if (!pending) return false;
  if (pending.orderId) return pending.orderId === order._id;
  if (pending.restaurant_id !== order.restaurant_id._id) return false;
  const lines = (items: ReadonlyArray<readonly [string, number]>) =>
    items
      .map(([id, quantity]) => `${id}x${quantity}`)
      .sort()
      .join(",");
  return (
    lines(pending.items.map((l) => [l.item_id, l.quantity] as const)) ===
    lines(order.items.map((l) => [l.item_id._id, l.quantity] as const))
  );
}

/** What `POST /api/createPaymentOrder` reads of a pending order (the rest is the spec's own bookkeeping). */
export function toCheckoutRequest(order: PendingOrder): CheckoutRequest {
  const { restaurant_id, items, customerName, deliveryLocation, amount, currency, tipPaise, couponCode } = order;
  return {
    restaurant_id,
    items,
    customerName,
    deliveryLocation,
    amount,
    currency,
    ...(tipPaise && { tipPaise }),
    ...(couponCode && { couponCode }),
  };
}

/** The fields of the delivery details form that are blank (after trimming). */
export function blankDeliveryFields(details: DeliveryDetails): Array<keyof DeliveryDetails> {
  return (Object.keys(details) as Array<keyof DeliveryDetails>).filter((key) => !details[key]?.trim());
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === "string";

/** A stored value checked field by field (it may come from an older version or another tab). */
export function parsePendingOrder(value: unknown): PendingOrder | null {
  if (!isRecord(value)) return null;
  const {
    user_email,
    customerName,
    restaurant_id,
    items,
    totalPrice,
    deliveryLocation,
    orderId,
    saveAddressAs,
    tipPaise,
    couponCode,
  } = value;
  if (!isText(user_email) || !isText(customerName) || !isText(restaurant_id) || !restaurant_id) return null;
  if (typeof totalPrice !== "number" || !Number.isFinite(totalPrice)) return null;
  if (!isRecord(deliveryLocation)) return null;
  const { address, city, state, locality, pincode, phone } = deliveryLocation;
  if (!isText(address) || !isText(city) || !isText(state)) return null;
  if (!Array.isArray(items) || items.length === 0) return null;
  const lines: PendingOrder["items"] = [];
  for (const line of items) {
    if (!isRecord(line) || !isText(line.item_id) || !line.item_id) return null;
    if (typeof line.quantity !== "number" || !Number.isInteger(line.quantity) || line.quantity < 1) return null;
    lines.push({ item_id: line.item_id, quantity: line.quantity });
  }
  return {
    user_email,
    customerName,
    restaurant_id,
    items: lines,
    totalPrice,
    deliveryLocation: {
      address,
      city,
      state,
      // Older versions stored only the spec's three fields.
      ...(isText(locality) && locality && { locality }),
      ...(isText(pincode) && pincode && { pincode }),
      ...(isText(phone) && phone && { phone }),
    },
    deliveryStatus: "pending",
    paymentStatus: "success",
    // Always the total shown: an order stored by an older version kept `amount` in paise.
    amount: totalPrice,
    currency: "INR",
    ...(isText(orderId) && orderId && { orderId }),
    ...(isText(saveAddressAs) && saveAddressAs.trim() && { saveAddressAs: saveAddressAs.trim() }),
    ...(typeof tipPaise === "number" && Number.isSafeInteger(tipPaise) && tipPaise > 0 && { tipPaise }),
    ...(isText(couponCode) && couponCode && { couponCode }),
  };
}

export function savePendingOrder(order: PendingOrder, storage: KeyValueStorage = localStorage): void {
  try {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage full or blocked (private mode): the payment still works; the server kept the order.
  }
}

export function readPendingOrder(storage: KeyValueStorage = localStorage): PendingOrder | null {
  try {
    const raw = storage.getItem(PENDING_ORDER_KEY);
    return raw ? parsePendingOrder(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(storage: KeyValueStorage = localStorage): void {
  try {
    storage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // nothing to clear
  }
}
