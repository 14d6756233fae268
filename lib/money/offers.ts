// Offers and coupons, the pure rules (issue 31 part 4, docs/money.md "Offers and coupons"): whether an offer applies
// to a cart (and, when it does not, the sentence that says why), what it takes off, and which automatic offer is the
// best. The discount goes into the bill through computeBill's `discountPaise`; nothing here touches the database.

/** An offer as the rules read it (the columns of `Offer`, and its restaurant's name for the refusal). */
export type OfferRule = {
  restaurantId: string | null;
  /** The restaurant's name, for "THALI20 is for Sagar Ratna only"; null for a platform coupon. */
  restaurantName: string | null;
  /** Null: an automatic offer of its restaurant, applied without a code. */
  code: string | null;
  title: string;
  percentBps: number | null;
  flatPaise: number | null;
  minOrderPaise: number;
  maxDiscountPaise: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Hours of the day (minutes after midnight) in the restaurant's time zone; both null: all day. */
  startMinute: number | null;
  endMinute: number | null;
  firstOrderOnly: boolean;
  usesPerCustomer: number | null;
  totalUses: number | null;
  usedCount: number;
  active: boolean;
};

/** The cart and the customer an offer is tried on. */
export type OfferCart = {
  restaurantId: string;
  /** The food's item total, what the minimum and the percent are of. */
  itemTotalPaise: number;
  now: Date;
  /** Minutes after midnight now, in the restaurant's time zone. */
  minuteOfDay: number;
  /** The customer's paid orders so far, and uses of this offer (paid or reserved); null for a visitor. */
  paidOrders: number | null;
  usesByCustomer: number | null;
};

/** Percent offers are 1% to 100% (basis points). */
export const MIN_PERCENT_BPS = 100;
export const MAX_PERCENT_BPS = 10_000;

/** A code as a customer may type it: spaces anywhere and lower case are fine ("thali 20" is THALI20). */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** Paise as the offers' sentences say them: "₹60", "₹1,249.50". */
export function rupeesOf(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString("en-IN", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** What an offer is called in its sentences: its code, or its title for an automatic one. */
function nameOf(offer: Pick<OfferRule, "code" | "title">): string {
  return offer.code ?? offer.title;
}

/** Whether `minute` is inside the hours from `start` to `end` (which may cross midnight). */
function inHours(start: number, end: number, minute: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Why `offer` does not apply to `cart` (the sentence the customer reads), or null when it does. */
export function offerRefusal(offer: OfferRule, cart: OfferCart): string | null {
  const name = nameOf(offer);
  if (!offer.active) return `${name} is no longer available`;
  if (offer.restaurantId !== null && offer.restaurantId !== cart.restaurantId) {
    return `${name} is for ${offer.restaurantName ?? "another restaurant"} only`;
  }
  if (offer.validFrom && cart.now < offer.validFrom) return `${name} has not started yet`;
  if (offer.validUntil && cart.now >= offer.validUntil) return `${name} has expired`;
  if (offer.totalUses !== null && offer.usedCount >= offer.totalUses) return `${name} has been used up`;
  if (
    offer.startMinute !== null &&
    offer.endMinute !== null &&
    !inHours(offer.startMinute, offer.endMinute, cart.minuteOfDay)
  ) {
    return `${name} is valid from ${clockOf(offer.startMinute)} to ${clockOf(offer.endMinute)}`;
  }
  if (offer.firstOrderOnly && cart.paidOrders !== null && cart.paidOrders > 0) return `${name} is for your first order`;
  if (offer.usesPerCustomer !== null && cart.usesByCustomer !== null && cart.usesByCustomer >= offer.usesPerCustomer) {
    return offer.usesPerCustomer === 1
      ? `You have already used ${name}`
      : `You have already used ${name} ${offer.usesPerCustomer} times`;
  }
  if (cart.itemTotalPaise < offer.minOrderPaise) {
    const more = offer.minOrderPaise - cart.itemTotalPaise;
    return `Add ${rupeesOf(more)} more to use ${name} (minimum order ${rupeesOf(offer.minOrderPaise)})`;
  }
  return null;
}

/** "09:00" for 540 minutes after midnight. */
function clockOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** What `offer` takes off food of `itemTotalPaise`: its percent (rounded down) or flat amount, capped by its maximum and the food. */
export function offerDiscount(
  offer: Pick<OfferRule, "percentBps" | "flatPaise" | "maxDiscountPaise">,
  itemTotalPaise: number,
): number {
  const raw =
    offer.percentBps !== null ? Math.floor((itemTotalPaise * offer.percentBps) / 10_000) : (offer.flatPaise ?? 0);
  const capped = offer.maxDiscountPaise !== null ? Math.min(raw, offer.maxDiscountPaise) : raw;
  return Math.max(0, Math.min(capped, itemTotalPaise));
}

/** The automatic offer (no code) of the cart's restaurant that takes the most off, or null when none applies. */
export function bestAutomaticOffer<T extends OfferRule>(
  offers: readonly T[],
  cart: OfferCart,
): { offer: T; discountPaise: number } | null {
  let best: { offer: T; discountPaise: number } | null = null;
  for (const offer of offers) {
    if (offer.code !== null || offerRefusal(offer, cart) !== null) continue;
    const discountPaise = offerDiscount(offer, cart.itemTotalPaise);
    if (discountPaise > 0 && (best === null || discountPaise > best.discountPaise)) best = { offer, discountPaise };
  }
  return best;
}

/** How a card and a menu say an offer: "20% OFF up to ₹80", "₹50 OFF above ₹199". */
export function offerBadge(offer: Pick<OfferRule, "percentBps" | "flatPaise" | "maxDiscountPaise" | "minOrderPaise">) {
  const amount =
    offer.percentBps !== null
      ? `${offer.percentBps / 100}% OFF${offer.maxDiscountPaise !== null ? ` up to ${rupeesOf(offer.maxDiscountPaise)}` : ""}`
      : `${rupeesOf(offer.flatPaise ?? 0)} OFF`;
  return offer.minOrderPaise > 0 ? `${amount} above ${rupeesOf(offer.minOrderPaise)}` : amount;
}
