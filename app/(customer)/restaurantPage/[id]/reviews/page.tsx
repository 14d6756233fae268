import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReviewList } from "@/components/restaurants/review-list";
import { cachedRestaurant, cachedReviews } from "@/lib/restaurants/public-cache";

type ReviewsPageProps = Readonly<{ params: Promise<{ id: string }> }>;

// Cached like the menu: a new review expires it (lib/reviews/service.ts), else 60 s.
export const revalidate = 60;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export async function generateMetadata({ params }: ReviewsPageProps): Promise<Metadata> {
  const restaurant = await cachedRestaurant((await params).id);
  return { title: restaurant ? `${restaurant.name}: reviews` : "Reviews" };
}

export default async function ReviewsPage({ params }: ReviewsPageProps) {
  const { id } = await params;
  const [restaurant, reviews] = await Promise.all([cachedRestaurant(id), cachedReviews(id)]);
  if (!restaurant) notFound();
  return (
    <section aria-label="Reviews">
      <ReviewList reviews={reviews} />
    </section>
  );
}
