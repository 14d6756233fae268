import { z } from "zod";
import { blankToUndefined } from "@/lib/http/blank";
import { recordId } from "@/lib/http/record-id";
import { REVIEW_TEXT_MAX } from "@/lib/text/limits";

/** POST /api/addReview: a customer rates their own delivered order, 1-5, with optional text. */
export const AddReviewSchema = z.object({
  order_id: recordId("order_id"),
  rating: z
    .number({ error: "rating must be a number from 1 to 5" })
    .int("rating must be a whole number from 1 to 5")
    .min(1, "rating must be from 1 to 5")
    .max(5, "rating must be from 1 to 5"),
  text: z.preprocess(
    blankToUndefined,
    z.string().trim().max(REVIEW_TEXT_MAX, `A review must be at most ${REVIEW_TEXT_MAX} characters`).optional(),
  ),
});
export type AddReviewInput = z.infer<typeof AddReviewSchema>;
