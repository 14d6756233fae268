import type { Prisma } from "@/lib/generated/prisma/client";

/** An offer's columns, once: its terms and uses (the rules in lib/money/offers.ts read the same). */
export const offerSelect = {
  id: true,
  restaurantId: true,
  code: true,
  title: true,
  percentBps: true,
  flatPaise: true,
  minOrderPaise: true,
  maxDiscountPaise: true,
  validFrom: true,
  validUntil: true,
  startMinute: true,
  endMinute: true,
  firstOrderOnly: true,
  usesPerCustomer: true,
  totalUses: true,
  usedCount: true,
  active: true,
} as const satisfies Prisma.OfferSelect;
