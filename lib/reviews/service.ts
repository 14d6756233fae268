import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { expirePublicPages } from "@/lib/restaurants/public-tags";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { isRecordId } from "@/lib/restaurants/schemas";
import type { AddReviewInput } from "@/lib/reviews/schemas";

export type ReviewView = {
  id: string;
  rating: number;
  text: string | null;
  /** The reviewer's username. */
  customerName: string;
  /** ISO date-time. */
  createdAt: string;
};

/** The Reviews tab shows the latest reviews; older ones add nothing a reader scrolls to. */
const REVIEWS_LIMIT = 100;

/** A restaurant's reviews, newest first (an unknown restaurant simply has none). */
export async function listReviews(restaurantId: string): Promise<ReviewView[]> {
  if (!isRecordId(restaurantId)) return [];
  const rows = await db().review.findMany({
    where: { restaurantId },
    select: { id: true, rating: true, text: true, createdAt: true, customer: { select: { username: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: REVIEWS_LIMIT,
  });
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.text,
    customerName: row.customer.username,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type AddedReview = { _id: string; order_id: string; rating: number; text: string | null; createdAt: string };

/**
 * The acting customer rates their own delivered order (another's: 403), once (a second review is a
 * 409). The restaurant's running rating totals move in the same transaction, so lists sorted by rating
 * never lag.
 */
export async function addReview(customer: SessionUser, input: AddReviewInput): Promise<AddedReview> {
  const customerId = customer.id;
  try {
    const { added, restaurantId } = await db().$transaction(async (tx) => {
      const order = await tx.order.findUnique({
        where: { id: input.order_id },
        select: { customerId: true, restaurantId: true, status: true, paymentStatus: true },
      });
      if (!order || order.paymentStatus === "awaiting_payment" || order.paymentStatus === "failed") {
        throw notFound("Order");
      }
      if (order.customerId !== customerId) throw forbidden("You can only review your own orders");
      if (order.status !== "delivered") throw new AppError(409, "You can rate an order once it is delivered");
      const review = await tx.review.create({
        data: {
          orderId: input.order_id,
          restaurantId: order.restaurantId,
          customerId,
          rating: input.rating,
          text: input.text ?? null,
        },
      });
      await tx.restaurant.update({
        where: { id: order.restaurantId },
        data: { ratingCount: { increment: 1 }, ratingTotal: { increment: input.rating } },
      });
      const added: AddedReview = {
        _id: review.id,
        order_id: review.orderId,
        rating: review.rating,
        text: review.text,
        createdAt: review.createdAt.toISOString(),
      };
      return { added, restaurantId: order.restaurantId };
    });
    // Its rating and Reviews tab are on cached public pages.
    expirePublicPages(restaurantId);
    return added;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError(409, "You have already rated this order");
    }
    throw error;
  }
}
