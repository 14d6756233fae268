import "server-only";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/http/errors";
import { assertInStock, mergeLines, priceOrder, type CartLine, type PricedOrder } from "@/lib/checkout/pricing";
import { toPaiseAmount, type CheckoutInput, type PreviewBillInput } from "@/lib/checkout/schemas";
import { assertDeliverable, assertWithinRadius } from "@/lib/checkout/delivery-check";
import { dropPointOf, type DropPoint } from "@/lib/checkout/drop-point";
import { isOpenNow } from "@/lib/restaurants/hours";
import { closedNowMessage } from "@/lib/restaurants/week-hours";
import type { PreviewBillAnswer } from "@/lib/checkout/contract";
import { freeDeliveryGap } from "@/lib/money/bill";
import { billSettingsOf, billSettingsSelect } from "@/lib/money/settings";
import { codRefusal, codSettingsSelect } from "@/lib/checkout/cod-rules";
import { automaticOffersOfRestaurant, offerForCart, type AppliedOffer, type OfferOutcome } from "@/lib/offers/apply";
import { platformFeeAt } from "@/lib/admin/settings-in-force";
import { assertServedCity } from "@/lib/admin/cities-in-force";

// A cart priced and billed from the database now: the checkout's price (with every reason to refuse it) and the
// bill shown before checkout (POST /api/previewBill). The pure rules are pricing.ts and lib/money/bill.ts.

export const AMOUNT_MISMATCH = "The amount does not match the order total";

const notListedMessage = (name: string) => `${name} is not taking orders on Thali: it is not listed right now`;

/** The restaurant columns a checkout checks (hours, area, pause) and bills with. */
const checkoutRestaurantSelect = {
  id: true,
  name: true,
  openMinute: true,
  closeMinute: true,
  timeZone: true,
  weekWindows: true,
  closedDates: true,
  deliveryCityKeys: true,
  deliveryPincodes: true,
  lat: true,
  lng: true,
  deliveryRadiusMeters: true,
  pausedAt: true,
  pauseReason: true,
  pausedUntil: true,
  reviewStatus: true,
  ...billSettingsSelect,
  ...codSettingsSelect,
} as const;

/** The dish columns a checkout prices and checks stock with. */
const checkoutItemSelect = {
  id: true,
  restaurantId: true,
  name: true,
  type: true,
  category: true,
  pricePaise: true,
  packagingPaise: true,
  archivedAt: true,
  outOfStockAt: true,
  outOfStockUntil: true,
} as const;

/** Who is pricing and with which code: the customer (null: a visitor), the code typed (normalised), at `now`. */
type OfferTerms = { customerId: string | null; couponCode: string | undefined; now: Date };

/**
 * A cart of one restaurant priced and billed from the database now, with the checks every pricing makes: the
 * restaurant exists (404), the dishes are on its menu (422, pricing.ts). Stock is left to the caller, which
 * checks it where its other refusals come first. The cart's offer (the code typed, else the restaurant's best
 * automatic one) is taken off the food. The platform fee is the one in force at `now` (lib/admin/settings-in-force.ts).
 */
async function priceCart(
  restaurantId: string,
  cart: readonly CartLine[],
  tipPaise: number | undefined,
  offerTerms: OfferTerms | null,
  now: Date,
) {
  const lines = mergeLines(cart);
  const ids = lines.map((l) => l.menuItemId);
  // One statement for the restaurant, the cart's dishes on its menu and its automatic offers (issue 34: each
  // statement costs the server about half a millisecond).
  const restaurant = await db().restaurant.findUnique({
    where: { id: restaurantId },
    select: {
      ...checkoutRestaurantSelect,
      menuItems: { where: { id: { in: ids } }, select: checkoutItemSelect },
      offers: automaticOffersOfRestaurant,
    },
  });
  if (!restaurant) throw notFound("Restaurant");
  // Only a restaurant the platform approved takes orders (issue 33); pending, rejected or suspended: 409.
  if (restaurant.reviewStatus !== "approved") throw new AppError(409, notListedMessage(restaurant.name));
  // A dish not on its menu (another restaurant's, or none): the dishes are read by id alone, so that pricing
  // refuses the cart for the reason it always has (pricing.ts).
  const items =
    restaurant.menuItems.length === ids.length
      ? restaurant.menuItems
      : await db().menuItem.findMany({ where: { id: { in: ids } }, select: checkoutItemSelect });
  const settings = billSettingsOf(restaurant, await platformFeeAt(db(), now));
  const undiscounted = priceOrder(lines, items, { settings, tipPaise });
  if (undiscounted.restaurantId !== restaurant.id) {
    throw new AppError(422, `These dishes are not on ${restaurant.name}'s menu`);
  }
  const outcome: OfferOutcome = offerTerms
    ? await offerForCart({ restaurant, itemTotalPaise: undiscounted.bill.itemTotalPaise, ...offerTerms })
    : { applied: null, refusal: null };
  const priced = outcome.applied
    ? priceOrder(lines, items, { settings, tipPaise, discountPaise: outcome.applied.discountPaise })
    : undiscounted;
  return { restaurant, items, priced, settings, outcome };
}

/** A checkout's price: the priced cart, the offer in its bill (null: none), and where it goes (null: not known). */
export type CheckoutPrice = PricedOrder & { offer: AppliedOffer | null; drop: DropPoint | null };

/**
 * Prices the cart from the database now; every reason to refuse it is a 4xx with a clear message (a coupon that
 * does not apply: 422 with its reason, and nothing changes). Offers are for `customerId`'s checkout; without one
 * (the spec's placeOrder, whose client added up its own total) none applies.
 */
export async function priceCheckout(input: CheckoutInput, now: Date, customerId?: string): Promise<CheckoutPrice> {
  const cart = input.items.map((l) => ({ menuItemId: l.item_id, quantity: l.quantity }));
  const offerTerms = customerId === undefined ? null : { customerId, couponCode: input.couponCode, now };
  // The marketplace's own cities first (issue 33): an address it does not serve is refused before anything else.
  await assertServedCity(input.deliveryLocation, now);
  const { restaurant, items, priced, outcome } = await priceCart(
    input.restaurant_id,
    cart,
    input.tipPaise,
    offerTerms,
    now,
  );
  assertDeliverable(restaurant, input.deliveryLocation, now);
  const drop = await dropPointOf(input.deliveryLocation, customerId);
  assertWithinRadius(restaurant, drop);
  assertInStock(priced.lines, items, now);
  if (!isOpenNow(restaurant, now)) throw new AppError(422, closedNowMessage(restaurant, now));
  if (outcome.refusal !== null) throw new AppError(422, outcome.refusal, { couponCode: [outcome.refusal] });
  if (input.amount !== undefined && toPaiseAmount(input.amount) !== priced.totalPaise) {
    throw new AppError(422, AMOUNT_MISMATCH);
  }
  return { ...priced, offer: outcome.applied, drop };
}

/**
 * The bill of a cart before checkout, for anyone (a visitor prices a cart too): the same dishes and stock checks
 * as checkout, and what is still missing for free delivery. Hours and the delivery area are checkout's: a cart
 * may be priced while the kitchen is closed or before an address is known. A code that does not apply is told
 * (`couponRefusal`) with the bill as without it.
 */
export async function previewBill(
  input: PreviewBillInput,
  customerId: string | null = null,
  now: Date = new Date(),
): Promise<PreviewBillAnswer> {
  const { restaurant, items, priced, settings, outcome } = await priceCart(
    input.restaurantId,
    input.items,
    input.tipPaise,
    { customerId, couponCode: input.couponCode, now },
    now,
  );
  assertInStock(priced.lines, items, now);
  const { bill } = priced;
  const applied = outcome.applied;
  // Whether cash on delivery may be chosen (the customer's own refusals only when a customer asks).
  const codReason = await codRefusal(restaurant, bill.totalPaise, customerId);
  return {
    bill,
    freeDelivery: freeDeliveryGap(settings, priced.totalQuantity, bill.itemTotalPaise - bill.discountPaise),
    offer: applied ? { code: applied.code, title: applied.title, discountPaise: applied.discountPaise } : null,
    couponRefusal: outcome.refusal,
    cod: { allowed: codReason === null, reason: codReason },
  };
}
