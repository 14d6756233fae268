import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { zonedParts } from "@/lib/time/zone";
import { releaseStaleUses } from "@/lib/checkout/expiry";
import { offerSelect } from "@/lib/offers/select";
import { bestAutomaticOffer, offerDiscount, offerRefusal, type OfferCart, type OfferRule } from "@/lib/money/offers";

// Offers against the database (docs/money.md "Offers and coupons"): which offer a cart gets (the code typed, else
// its restaurant's best automatic offer), and its use reserved in the checkout's transaction. The rules themselves
// are lib/money/offers.ts.

/** An offer applied to a bill: what it is called, what it took off, and who funds it. */
export type AppliedOffer = {
  id: string;
  code: string | null;
  title: string;
  discountPaise: number;
  /** Who pays for the discount: its restaurant (its own offers) or the platform (platform coupons). */
  fundedBy: "restaurant" | "platform";
};

/** The outcome of a cart's offer: the one applied (or none), and why a typed code was refused (null: it was not). */
export type OfferOutcome = { applied: AppliedOffer | null; refusal: string | null };

/** A platform coupon's hours are India's. */
const PLATFORM_TIME_ZONE = "Asia/Kolkata";

const offerRuleSelect = { ...offerSelect, restaurant: { select: { name: true } } } as const;

type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerRuleSelect }>;

/**
 * A restaurant's automatic offers (no code, active), as a relation of the restaurant's own read: the checkout reads
 * them with the restaurant and its dishes in one statement (issue 34) and hands them to offerForCart.
 */
export const automaticOffersOfRestaurant = {
  where: { code: null, active: true },
  select: offerRuleSelect,
} as const satisfies Prisma.Restaurant$offersArgs;
type OfferWithId = OfferRule & { id: string };

function ruleOf(row: OfferRow): OfferWithId {
  const { restaurant, ...rest } = row;
  return { ...rest, restaurantName: restaurant?.name ?? null };
}

function minuteOfDay(now: Date, timeZone: string): number {
  const parts = zonedParts(now, timeZone);
  return parts.hour * 60 + parts.minute;
}

/** A customer's paid orders so far (a refunded one was paid too): the first order is one with none before it. */
async function paidOrdersOf(client: Prisma.TransactionClient, customerId: string): Promise<number> {
  return client.order.count({ where: { customerId, paymentStatus: { in: ["paid", "refunded"] } } });
}

async function usesOf(client: Prisma.TransactionClient, offerId: string, customerId: string): Promise<number> {
  return client.offerUse.count({ where: { offerId, customerId } });
}

function appliedOf(offer: OfferWithId, discountPaise: number): AppliedOffer {
  return {
    id: offer.id,
    code: offer.code,
    title: offer.title,
    discountPaise,
    fundedBy: offer.restaurantId === null ? "platform" : "restaurant",
  };
}

type CartForOffer = {
  /** With its automatic offers when the caller read them (automaticOffersOfRestaurant); else they are read here. */
  restaurant: { id: string; timeZone: string; offers?: OfferRow[] };
  itemTotalPaise: number;
  /** The customer checking out, or null for a visitor pricing a cart. */
  customerId: string | null;
  /** The code typed, normalised already; absent: the best automatic offer. */
  couponCode: string | undefined;
  now: Date;
};

/**
 * The offer of a cart: the typed code if it applies (otherwise its refusal, and the bill as without it: the best
 * automatic offer), or the restaurant's best automatic offer. A code nobody has is refused by name.
 */
export async function offerForCart(cart: CartForOffer): Promise<OfferOutcome> {
  const { restaurant, customerId, now } = cart;
  // Counted once, and only for an offer that asks (first orders only): most carts meet none, and every
  // checkout prices its cart (a statement less per checkout, issue 34).
  let paidOrders: Promise<number> | null = null;
  const paidOrdersFor = (offer: OfferWithId) =>
    customerId && offer.firstOrderOnly ? (paidOrders ??= paidOrdersOf(db(), customerId)) : null;
  const context = async (offer: OfferWithId): Promise<OfferCart> => ({
    restaurantId: restaurant.id,
    itemTotalPaise: cart.itemTotalPaise,
    now,
    minuteOfDay: minuteOfDay(now, offer.restaurantId === null ? PLATFORM_TIME_ZONE : restaurant.timeZone),
    paidOrders: await paidOrdersFor(offer),
    usesByCustomer: customerId && offer.usesPerCustomer !== null ? await usesOf(db(), offer.id, customerId) : null,
  });

  let refusal: string | null = null;
  if (cart.couponCode !== undefined) {
    const row = await db().offer.findFirst({
      where: { code: cart.couponCode, active: true },
      select: offerRuleSelect,
    });
    if (!row) {
      refusal = `No coupon called ${cart.couponCode}`;
    } else {
      const offer = ruleOf(row);
      refusal = offerRefusal(offer, await context(offer));
      if (refusal === null) {
        const discountPaise = offerDiscount(offer, cart.itemTotalPaise);
        if (discountPaise > 0) return { applied: appliedOf(offer, discountPaise), refusal: null };
        refusal = `${cart.couponCode} takes nothing off this cart`;
      }
    }
  }

  const automatic =
    restaurant.offers ??
    (await db().offer.findMany({
      where: { restaurantId: restaurant.id, ...automaticOffersOfRestaurant.where },
      select: offerRuleSelect,
    }));
  const rules = automatic.map(ruleOf);
  // Hours are the restaurant's for all of its offers, and uses per customer are counted for each only if limited.
  const contexts = await Promise.all(rules.map(context));
  let best: { offer: OfferWithId; discountPaise: number } | null = null;
  for (const [index, offer] of rules.entries()) {
    const found = bestAutomaticOffer([offer], contexts[index]!);
    if (found && (best === null || found.discountPaise > best.discountPaise)) best = found;
  }
  return { applied: best ? appliedOf(best.offer, best.discountPaise) : null, refusal };
}

/** The word of a use refused in the checkout's transaction. */
function usedUp(offer: { code: string | null; title: string }): AppError {
  const message = `${offer.code ?? offer.title} has been used up`;
  return new AppError(422, message, { couponCode: [message] });
}

/**
 * Reserves one use of `offerId` for the order being created, in the checkout's transaction: first gives back the
 * uses of this offer held by unpaid checkouts that can no longer be paid, then counts the use in only while uses
 * are left (a conditional UPDATE, which also locks the offer's row), and with the row locked checks the customer's
 * own uses. Any refusal is a 422 and rolls the checkout back.
 */
export async function reserveOfferUse(
  tx: Prisma.TransactionClient,
  offerId: string,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  await releaseStaleUses(tx, now, offerId);
  const counted = await tx.$executeRaw`
    UPDATE "Offer" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
    WHERE "id" = ${offerId} AND "active" AND ("totalUses" IS NULL OR "usedCount" < "totalUses")`;
  const offer = await tx.offer.findUniqueOrThrow({
    where: { id: offerId },
    select: { code: true, title: true, usesPerCustomer: true, firstOrderOnly: true },
  });
  if (counted === 0) throw usedUp(offer);
  const name = offer.code ?? offer.title;
  if (offer.usesPerCustomer !== null && (await usesOf(tx, offerId, customerId)) >= offer.usesPerCustomer) {
    const message = `You have already used ${name}`;
    throw new AppError(422, message, { couponCode: [message] });
  }
  if (offer.firstOrderOnly && (await paidOrdersOf(tx, customerId)) > 0) {
    const message = `${name} is for your first order`;
    throw new AppError(422, message, { couponCode: [message] });
  }
  await tx.offerUse.create({ data: { offerId, customerId, orderId }, select: { id: true } });
}

/** Gives back the use an order holds (an order removed before it could be paid: the provider never made its order). */
export async function releaseOrderUse(client: Prisma.TransactionClient, orderId: string): Promise<void> {
  await client.$executeRaw`
    WITH gone AS (DELETE FROM "OfferUse" WHERE "orderId" = ${orderId} RETURNING "offerId")
    UPDATE "Offer" f SET "usedCount" = greatest(f."usedCount" - 1, 0) FROM gone WHERE f."id" = gone."offerId"`;
}
