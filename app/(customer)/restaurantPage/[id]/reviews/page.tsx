import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadRestaurant } from "@/components/restaurants/load-restaurant";
import { ReviewList } from "@/components/restaurants/review-list";
import { listReviews } from "@/lib/reviews/service";

type ReviewsPageProps = Readonly<{ params: Promise<{ id: string }> }>;

export async function generateMetadata({ params }: ReviewsPageProps): Promise<Metadata> {
  const restaurant = await loadRestaurant((await params).id);
  return { title: restaurant ? `${restaurant.name}: reviews` : "Reviews" };
}

export default async function ReviewsPage({ params }: ReviewsPageProps) {
  const { id } = await params;
  const [restaurant, reviews] = await Promise.all([loadRestaurant(id), listReviews(id)]);
  if (!restaurant) notFound();
  return (
    <section aria-label="Reviews">
      <ReviewList reviews={reviews} />
    </section>
  );
}
