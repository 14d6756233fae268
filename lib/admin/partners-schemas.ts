import { z } from "zod";
import { PARTNER_DECISIONS, PARTNER_KINDS, PARTNER_STATUSES, REVIEW_REASON_MAX } from "@/lib/admin/partners-checks";
import { notFound } from "@/lib/http/errors";
import { recordId } from "@/lib/http/record-id";

// The inputs of the partner review calls (issue 33 item 2): GET /api/admin/partners, the detail calls and
// POST /api/admin/partners/review. The page /admin/partners reads its filters with the same schema.

export const PARTNER_PAGE_SIZE = 25;

export const PartnerListQuerySchema = z.object({
  kind: z.enum(PARTNER_KINDS, { error: "kind is restaurant or rider" }).default("restaurant"),
  status: z.enum(PARTNER_STATUSES, { error: `status is one of ${PARTNER_STATUSES.join(", ")}` }).default("pending"),
  page: z.coerce
    .number({ error: "page is a number" })
    .int("page is a whole number")
    .min(1, "page starts at 1")
    .max(1000, "page is at most 1000")
    .default(1),
});
export type PartnerListQuery = z.infer<typeof PartnerListQuerySchema>;

export const PartnerReviewSchema = z.object({
  kind: z.enum(PARTNER_KINDS, { error: "kind is restaurant or rider" }),
  id: recordId("id"),
  decision: z.enum(PARTNER_DECISIONS, { error: `decision is one of ${PARTNER_DECISIONS.join(", ")}` }),
  reason: z
    .string({ error: "reason is text" })
    .trim()
    .max(REVIEW_REASON_MAX, `Keep the reason under ${REVIEW_REASON_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type PartnerReviewInput = z.input<typeof PartnerReviewSchema>;

/** The [id] of a partner's detail call: an id of the wrong shape is answered as an unknown one (404). */
export function partnerIdOf(params: Record<string, string | string[] | undefined>, what: string): string {
  const parsed = recordId("id").safeParse(params.id);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
