// The bill of an order: one engine on the server, pure and in integer paise (issue 31). Every screen, mail, invoice
// and the gateway's amount read the bill this computes; nothing adds money up anywhere else.
//
// The rules, stated once:
// - Item total: each dish's price times its quantity, as the restaurant entered the price.
// - Packaging: each dish's packaging charge times its quantity (0 unless the restaurant sets one).
// - Discount: an offer's amount, taken off the food (never more than the item total).
// - Delivery fee: the restaurant's own fee, or the spec's rule (₹20 below 3 items, free from 3), and free when the
//   food after discount reaches the restaurant's "free above" amount.
// - Platform fee: a setting of the deployment (0 by default).
// - GST: food and packaging at the restaurant's rate (5%, or 18% for a restaurant in a hotel with room tariffs above
//   ₹7,500), the delivery and platform fees at 18%. A restaurant enters prices either with GST in them ("inclusive",
//   the default: the bill shows the GST they contain, and the spec's totals hold) or without ("exclusive": GST is
//   added as its own line). Fees follow the same mode.
// - Rounding: once per tax group (food, fees), half up to the paisa; CGST is half of it rounded down and SGST the
//   rest, so the halves always add up to the group's GST.
// - Tip: for the delivery partner, added as it is, with no tax.
// - Total = the lines added up, to the paisa (`lines` is that sum's terms, signed).

/** The spec's delivery rule: ₹20 when the cart holds fewer than 3 items in total, free from 3. */
export const SPEC_DELIVERY_FEE_PAISE = 2000;
const SPEC_FREE_DELIVERY_FROM_QUANTITY = 3;
/** GST on food: 5% (restaurant services through an e-commerce operator), or 18% (hotel restaurants). */
export const FOOD_GST_RATES_BPS = [500, 1800] as const;
const DEFAULT_FOOD_GST_BPS = 500;
/** GST on the delivery and platform fees. */
export const FEE_GST_BPS = 1800;
/** A tip is at most ₹1,000. */
export const MAX_TIP_PAISE = 100_000;

export type TaxMode = "inclusive" | "exclusive";

/** How a restaurant (and the deployment) charges: what the bill needs besides the cart. */
export type BillSettings = {
  taxMode: TaxMode;
  foodGstBps: number;
  /** The restaurant's own delivery fee; null: the spec's rule. */
  deliveryFeePaise: number | null;
  /** Free delivery when the food after discount reaches this; null: never by amount. */
  freeDeliveryFromPaise: number | null;
  platformFeePaise: number;
};

/** A restaurant with default settings bills exactly the spec's subtotal + delivery charge. */
export const DEFAULT_BILL_SETTINGS: BillSettings = {
  taxMode: "inclusive",
  foodGstBps: DEFAULT_FOOD_GST_BPS,
  deliveryFeePaise: null,
  freeDeliveryFromPaise: null,
  platformFeePaise: 0,
};

type BillLineInput = { unitPricePaise: number; packagingPaise: number; quantity: number };

export type BillInput = {
  lines: readonly BillLineInput[];
  /** What an offer takes off the food, before the cap at the item total. */
  discountPaise?: number;
  tipPaise?: number;
};

/** GST of one group of the bill (food and packaging, or the fees). */
export type TaxGroup = {
  rateBps: number;
  /** The value the tax is on (without GST). */
  taxablePaise: number;
  gstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
};

type BillLineKey = "items" | "packaging" | "delivery" | "platformFee" | "gst" | "discount" | "tip";

/** One term of the total, signed (the discount is negative). */
type BillLine = { key: BillLineKey; label: string; amountPaise: number };

export type Bill = {
  taxMode: TaxMode;
  itemTotalPaise: number;
  packagingPaise: number;
  deliveryFeePaise: number;
  platformFeePaise: number;
  discountPaise: number;
  tipPaise: number;
  food: TaxGroup;
  fees: TaxGroup;
  /** All GST of the bill: contained in the prices when inclusive, added to them when exclusive. */
  gstPaise: number;
  totalPaise: number;
  /** The terms of the total, in the order a bill lists them; zero terms are left out (the item total never is). */
  lines: BillLine[];
};

const LABELS: Record<BillLineKey, string> = {
  items: "Item total",
  packaging: "Packaging",
  delivery: "Delivery fee",
  platformFee: "Platform fee",
  gst: "GST",
  discount: "Discount",
  tip: "Delivery partner tip",
};

/** a / b rounded half up, for non-negative integers. */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The GST group of `grossPaise` at `rateBps`: the tax it contains (inclusive) or adds (exclusive), rounded half up once. */
export function taxGroup(grossPaise: number, rateBps: number, mode: TaxMode): TaxGroup {
  const gstPaise =
    mode === "exclusive"
      ? roundDiv(grossPaise * rateBps, 10_000)
      : grossPaise - roundDiv(grossPaise * 10_000, 10_000 + rateBps);
  const taxablePaise = mode === "exclusive" ? grossPaise : grossPaise - gstPaise;
  const cgstPaise = Math.floor(gstPaise / 2);
  return { rateBps, taxablePaise, gstPaise, cgstPaise, sgstPaise: gstPaise - cgstPaise };
}

/** The delivery fee of a cart of `quantity` dishes whose food comes to `foodPaise` after discount. */
export function deliveryFeeFor(settings: BillSettings, quantity: number, foodPaise: number): number {
  if (settings.freeDeliveryFromPaise !== null && foodPaise >= settings.freeDeliveryFromPaise) return 0;
  if (settings.deliveryFeePaise !== null) return settings.deliveryFeePaise;
  return quantity < SPEC_FREE_DELIVERY_FROM_QUANTITY ? SPEC_DELIVERY_FEE_PAISE : 0;
}

/**
 * What a cart still needs for free delivery: dishes under the spec's rule, paise under a "free above" amount, or
 * null when delivery is free already or never free by size (a restaurant's own fee with no "free above").
 */
/** What a cart still needs for free delivery (freeDeliveryGap). */
export type FreeDeliveryGap = { dishes: number } | { paise: number } | null;

export function freeDeliveryGap(settings: BillSettings, quantity: number, foodPaise: number): FreeDeliveryGap {
  if (deliveryFeeFor(settings, quantity, foodPaise) === 0) return null;
  if (settings.freeDeliveryFromPaise !== null) return { paise: settings.freeDeliveryFromPaise - foodPaise };
  if (settings.deliveryFeePaise === null) return { dishes: SPEC_FREE_DELIVERY_FROM_QUANTITY - quantity };
  return null;
}

/** The bill of `input` under `settings`. Amounts must be whole paise, not negative (the callers' schemas say so). */
export function computeBill(input: BillInput, settings: BillSettings): Bill {
  let itemTotalPaise = 0;
  let packagingPaise = 0;
  let quantity = 0;
  for (const line of input.lines) {
    itemTotalPaise += line.unitPricePaise * line.quantity;
    packagingPaise += line.packagingPaise * line.quantity;
    quantity += line.quantity;
  }
  const discountPaise = Math.min(input.discountPaise ?? 0, itemTotalPaise);
  const tipPaise = input.tipPaise ?? 0;
  const deliveryFeePaise = deliveryFeeFor(settings, quantity, itemTotalPaise - discountPaise);
  const platformFeePaise = settings.platformFeePaise;

  const food = taxGroup(itemTotalPaise + packagingPaise - discountPaise, settings.foodGstBps, settings.taxMode);
  const fees = taxGroup(deliveryFeePaise + platformFeePaise, FEE_GST_BPS, settings.taxMode);
  const gstPaise = food.gstPaise + fees.gstPaise;
  const addedGstPaise = settings.taxMode === "exclusive" ? gstPaise : 0;

  const terms: Array<[BillLineKey, number]> = [
    ["items", itemTotalPaise],
    ["packaging", packagingPaise],
    ["delivery", deliveryFeePaise],
    ["platformFee", platformFeePaise],
    ["gst", addedGstPaise],
    ["discount", -discountPaise],
    ["tip", tipPaise],
  ];
  const lines = terms
    .filter(([key, amount]) => key === "items" || amount !== 0)
    .map(([key, amountPaise]) => ({ key, label: LABELS[key], amountPaise }));
  const totalPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return {
    taxMode: settings.taxMode,
    itemTotalPaise,
    packagingPaise,
    deliveryFeePaise,
    platformFeePaise,
    discountPaise,
    tipPaise,
    food,
    fees,
    gstPaise,
    totalPaise,
    lines,
  };
}
