import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { ownRestaurantId } from "@/lib/auth/ownership";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { offerBadge } from "@/lib/money/offers";
import type { ApiOffer, OfferStatus } from "@/lib/offers/contract";
import type { SaveOfferInput } from "@/lib/offers/schemas";
import { expirePublicPages } from "@/lib/restaurants/public-tags";
import { offerSelect } from "@/lib/offers/select";

// A restaurant owner's offers (issue 31 part 4): the list with status and uses, create or change one, deactivate
// one. Always the session's own restaurant; another restaurant's offer is 403, an unknown one 404.

type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerSelect }>;

function statusOf(row: OfferRow, now: Date): OfferStatus {
  if (!row.active) return "inactive";
  if (row.validUntil && now >= row.validUntil) return "expired";
  if (row.totalUses !== null && row.usedCount >= row.totalUses) return "used_up";
  if (row.validFrom && now < row.validFrom) return "scheduled";
  return "active";
}

export function apiOffer(row: OfferRow, now: Date): ApiOffer {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    percentBps: row.percentBps,
    flatPaise: row.flatPaise,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    firstOrderOnly: row.firstOrderOnly,
    usesPerCustomer: row.usesPerCustomer,
    totalUses: row.totalUses,
    usedCount: row.usedCount,
    active: row.active,
    status: statusOf(row, now),
    badge: offerBadge(row),
  };
}

/** The owner's offers, newest first. */
export async function listOffers(owner: SessionUser, now: Date = new Date()): Promise<ApiOffer[]> {
  const restaurantId = ownRestaurantId(owner);
  const rows = await db().offer.findMany({
    where: { restaurantId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: offerSelect,
  });
  return rows.map((row) => apiOffer(row, now));
}

/** One of the owner's offers, for a change: 404 unknown, 403 another restaurant's (or a platform coupon). */
async function ownOffer(restaurantId: string, offerId: string): Promise<OfferRow> {
  const row = await db().offer.findUnique({ where: { id: offerId }, select: offerSelect });
  if (!row) throw notFound("Offer");
  if (row.restaurantId !== restaurantId) throw forbidden("You can only manage your own restaurant's offers");
  return row;
}

/** An offer's columns from a validated offer (a restaurant's or, issue 33, a platform coupon): one flat or percent. */
export function offerColumns(input: Omit<SaveOfferInput, "_id">) {
  return {
    code: input.code ?? null,
    title: input.title,
    percentBps: input.percentBps ?? null,
    flatPaise: input.percentBps != null ? null : (input.flatPaise ?? null),
    minOrderPaise: input.minOrderPaise ?? 0,
    maxDiscountPaise: input.maxDiscountPaise ?? null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    startMinute: input.startMinute ?? null,
    endMinute: input.endMinute ?? null,
    firstOrderOnly: input.firstOrderOnly,
    usesPerCustomer: input.usesPerCustomer ?? null,
    totalUses: input.totalUses ?? null,
    active: input.active,
  };
}

/** Creates an offer, or changes one of the owner's (its uses stay counted). A code active elsewhere: 409. */
export async function saveOffer(owner: SessionUser, input: SaveOfferInput, now: Date = new Date()): Promise<ApiOffer> {
  const restaurantId = ownRestaurantId(owner);
  const existing = input._id ? await ownOffer(restaurantId, input._id) : null;
  if (existing && input.totalUses != null && input.totalUses < existing.usedCount) {
    const message = `totalUses cannot be below the ${existing.usedCount} uses already made`;
    throw new AppError(422, message, { totalUses: [message] });
  }
  const data = offerColumns(input);
  try {
    const row = existing
      ? await db().offer.update({ where: { id: existing.id }, data, select: offerSelect })
      : await db().offer.create({ data: { ...data, restaurantId }, select: offerSelect });
    // Its card and menu page show its automatic offer.
    expirePublicPages(restaurantId);
    return apiOffer(row, now);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const message = `A coupon called ${input.code} is active already; choose another code`;
      throw new AppError(409, message, { code: [message] });
    }
    throw error;
  }
}

/** Deactivates one of the owner's offers: it no longer applies; its uses and the orders that had it keep it. */
export async function deleteOffer(owner: SessionUser, offerId: string, now: Date = new Date()): Promise<ApiOffer> {
  const restaurantId = ownRestaurantId(owner);
  const existing = await ownOffer(restaurantId, offerId);
  const row = await db().offer.update({ where: { id: existing.id }, data: { active: false }, select: offerSelect });
  expirePublicPages(restaurantId);
  return apiOffer(row, now);
}
