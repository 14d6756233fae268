import type { PartnerReviewAnswer } from "@/lib/admin/partners-contract";
import type { PartnerReviewInput } from "@/lib/admin/partners-schemas";
import { apiFetch } from "@/lib/api/client";

// The browser's call of the partner review (issue 33 item 2): the console's decision buttons send it.

/** POST /api/admin/partners/review: throws ApiError with the server's message (422 what is missing, 409...). */
export function sendPartnerDecision(input: PartnerReviewInput): Promise<PartnerReviewAnswer> {
  return apiFetch<PartnerReviewAnswer>("/api/admin/partners/review", {
    method: "POST",
    json: input,
    usertype: "admin",
  });
}
