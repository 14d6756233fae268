// POST /api/admin/coupons/{id}/deactivate - ends a platform coupon (issue 33), audited "offer.deactivate"; admins only
import type { OfferSaved } from "@/lib/offers/contract";
import { CouponIdSchema } from "@/lib/admin/coupons-schemas";
import { deactivateCoupon } from "@/lib/admin/coupons-service";
import { handler } from "@/lib/http/handler";
import { notFound } from "@/lib/http/errors";

export const POST = handler({ auth: "admin" }, async ({ user, params }) => {
  const id = CouponIdSchema.safeParse(params.id);
  if (!id.success) throw notFound("Coupon");
  return { message: "Coupon deactivated", offer: await deactivateCoupon(user, id.data) } satisfies OfferSaved;
});
