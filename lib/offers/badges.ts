import "server-only";
import { db } from "@/lib/db";
import { offerBadge } from "@/lib/money/offers";

// The automatic offer a restaurant's card and menu page show ("20% OFF up to ₹80"): its newest active automatic
// offer within its dates and uses. Hours of the day are left to the cart, which tells when one does not apply.

/** The badge of each restaurant of `restaurantIds` that has an automatic offer running at `now`. */
export async function offerBadges(
  restaurantIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, string>> {
  if (restaurantIds.length === 0) return new Map();
  const offers = await db().offer.findMany({
    where: {
      restaurantId: { in: [...new Set(restaurantIds)] },
      code: null,
      active: true,
      AND: [
        { OR: [{ validFrom: null }, { validFrom: { lte: now } }] },
        { OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      restaurantId: true,
      percentBps: true,
      flatPaise: true,
      maxDiscountPaise: true,
      minOrderPaise: true,
      totalUses: true,
      usedCount: true,
    },
  });
  const badges = new Map<string, string>();
  for (const offer of offers) {
    if (offer.restaurantId === null || badges.has(offer.restaurantId)) continue;
    if (offer.totalUses !== null && offer.usedCount >= offer.totalUses) continue;
    badges.set(offer.restaurantId, offerBadge(offer));
  }
  return badges;
}
