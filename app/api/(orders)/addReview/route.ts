// POST /api/addReview - a customer rates their own delivered order, once
import { handler } from "@/lib/http/handler";
import type { AddReviewAnswer } from "@/lib/orders/contract";
import { AddReviewSchema } from "@/lib/reviews/schemas";
import { addReview } from "@/lib/reviews/service";

export const POST = handler(
  { auth: "customer", body: AddReviewSchema },
  async ({ user, body }) =>
    ({
      message: "Thank you for your review",
      review: await addReview(user, body),
    }) satisfies AddReviewAnswer,
);
