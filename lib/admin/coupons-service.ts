import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { recordAudit } from "@/lib/admin/audit";
import type { CreateCouponInput } from "@/lib/admin/coupons-schemas";
import { assertAdmin } from "@/lib/admin/guard";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import type { ApiOffer } from "@/lib/offers/contract";
import { offerSelect } from "@/lib/offers/select";
import { apiOffer, offerColumns } from "@/lib/offers/service";

// The platform's coupons (issue 33, docs/admin.md "Coupons"): Offer rows of no restaurant, funded by the platform
// (the ledger books their discount to it, lib/money/ledger-write.ts). Listed, created and deactivated here, each
// change audited in its transaction; the rules a cart meets are the owner's offers' (lib/money/offers.ts).

type OfferRow = Prisma.OfferGetPayload<{ select: typeof offerSelect }>;

const audited = (row: OfferRow) => ({
  code: row.code,
  title: row.title,
  percentBps: row.percentBps,
  flatPaise: row.flatPaise,
  minOrderPaise: row.minOrderPaise,
  maxDiscountPaise: row.maxDiscountPaise,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  firstOrderOnly: row.firstOrderOnly,
  usesPerCustomer: row.usesPerCustomer,
  totalUses: row.totalUses,
  active: row.active,
});

/** The platform's coupons, newest first. */
export async function listCoupons(admin: SessionUser | null, now = new Date()): Promise<ApiOffer[]> {
  assertAdmin(admin);
  const rows = await db().offer.findMany({
    where: { restaurantId: null },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: offerSelect,
  });
  return rows.map((row) => apiOffer(row, now));
}

/** Creates a platform coupon; a code active elsewhere (a restaurant's or the platform's): 409. */
export async function createCoupon(
  admin: SessionUser | null,
  input: CreateCouponInput,
  now = new Date(),
): Promise<ApiOffer> {
  assertAdmin(admin);
  try {
    const row = await db().$transaction(async (tx) => {
      const created = await tx.offer.create({
        data: {
          restaurantId: null,
          ...offerColumns(input),
        },
        select: offerSelect,
      });
      await recordAudit(tx, admin, {
        action: "offer.create",
        entity: "offer",
        entityId: created.id,
        after: audited(created),
      });
      return created;
    });
    return apiOffer(row, now);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const message = `A coupon called ${input.code} is active already; choose another code`;
      throw new AppError(409, message, { code: [message] });
    }
    throw error;
  }
}

/** Deactivates a platform coupon: it no longer applies; orders that had it keep it. 404: no such platform coupon. */
export async function deactivateCoupon(admin: SessionUser | null, id: string, now = new Date()): Promise<ApiOffer> {
  assertAdmin(admin);
  const row = await db().$transaction(async (tx) => {
    const existing = await tx.offer.findUnique({ where: { id }, select: offerSelect });
    // A restaurant's own offer is its owner's to end, not a platform coupon.
    if (!existing || existing.restaurantId !== null) throw notFound("Coupon");
    const { count } = await tx.offer.updateMany({ where: { id, active: true }, data: { active: false } });
    if (count === 0) throw new AppError(409, `${existing.code ?? existing.title} is inactive already`);
    const updated = { ...existing, active: false };
    await recordAudit(tx, admin, {
      action: "offer.deactivate",
      entity: "offer",
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
    return updated;
  });
  return apiOffer(row, now);
}
