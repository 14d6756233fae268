// GET /api/admin/coupons - the platform's coupons (issue 33); admins only
// POST /api/admin/coupons - creates a platform coupon, audited "offer.create"
import type { OfferSaved, OffersAnswer } from "@/lib/offers/contract";
import { CreateCouponSchema } from "@/lib/admin/coupons-schemas";
import { createCoupon, listCoupons } from "@/lib/admin/coupons-service";
import { handler } from "@/lib/http/handler";

export const GET = handler(
  { auth: "admin" },
  async ({ user }) => ({ offers: await listCoupons(user) }) satisfies OffersAnswer,
);

export const POST = handler(
  { auth: "admin", body: CreateCouponSchema },
  async ({ user, body }) => ({ message: "Coupon created", offer: await createCoupon(user, body) }) satisfies OfferSaved,
);
