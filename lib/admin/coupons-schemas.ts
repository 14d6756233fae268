import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { SaveOfferSchema } from "@/lib/offers/schemas";

// The platform's coupons (issue 33): the owner's offer rules (lib/offers/schemas.ts, lib/money/offers.ts) with a
// code always, since a platform coupon is applied only when a customer types it. POST /api/admin/coupons creates.

export const CreateCouponSchema = SaveOfferSchema.superRefine((offer, ctx) => {
  if (offer._id)
    ctx.addIssue({ code: "custom", path: ["_id"], message: "A coupon is created new; deactivate one to end it" });
  if (!offer.code) ctx.addIssue({ code: "custom", path: ["code"], message: "A platform coupon needs a code" });
});
export type CreateCouponInput = z.infer<typeof CreateCouponSchema>;
export type CreateCouponRequest = z.input<typeof CreateCouponSchema>;

/** The [id] of POST /api/admin/coupons/[id]/deactivate. */
export const CouponIdSchema = recordId("id");
