import "server-only";
import { db } from "@/lib/db";

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
export const REVIEWS_LIMIT = 100;

/** A restaurant's reviews, newest first (an unknown restaurant simply has none). */
export async function listReviews(restaurantId: string): Promise<ReviewView[]> {
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
