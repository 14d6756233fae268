import type { Metadata } from "next";
import { RefreshOnOrderEvent } from "@/components/live/refresh-on-order-event";
import { CategorySection } from "@/components/owner/dashboard/category-section";
import { RevenueSection } from "@/components/owner/dashboard/revenue-section";
import { SummaryCards } from "@/components/owner/dashboard/summary-cards";
import { WaitingCard } from "@/components/owner/dashboard/waiting-card";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { RestaurantOverview } from "@/components/owner/restaurant-overview";
import { getSessionUser } from "@/lib/auth/session";
import { getDashboardDetails } from "@/lib/owner/dashboard";
import { currentStatsYear } from "@/lib/owner/months";
import { intParam, type SearchParamValue } from "@/lib/http/search-params";
import { getKitchenQueue } from "@/lib/kitchen/queue";
import { MAX_DASHBOARD_YEAR, MIN_DASHBOARD_YEAR } from "@/lib/owner/schemas";
import { getOwnerRestaurant } from "@/lib/restaurants/service";
import { PartnerReviewBanner } from "@/components/admin/partners-review-banner";
import { restaurantOwnReview } from "@/lib/admin/partners-status";
import { renderCursor } from "@/lib/live/service";

export const metadata: Metadata = { title: "Dashboard" };

/** When this render read the figures: live changes after it refresh the page (RefreshOnOrderEvent). */
const renderStamp = () => Date.now();

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `?year=`, or this year (in India) when it is missing or not a year the dashboard knows. */
function chosenYear(value: SearchParamValue, currentYear: number): number {
  return intParam(value, { min: MIN_DASHBOARD_YEAR, max: MAX_DASHBOARD_YEAR, fallback: currentYear });
}

export default async function DashboardPage({ searchParams }: Readonly<{ searchParams: SearchParams }>) {
  const user = await getSessionUser();
  const currentYear = currentStatsYear();
  const year = chosenYear((await searchParams).year, currentYear);
  const renderedAt = renderStamp();
  // Before the read, as renderedAt: a change committed before the tab's live connection opens is fetched by it.
  const renderedCursor = user?.restaurantId ? await renderCursor(user) : undefined;
  const [restaurant, details, queue, review] = await Promise.all([
    user ? getOwnerRestaurant(user) : null,
    // A customer has no restaurantId, nor has an owner whose restaurant is not set up.
    user?.restaurantId ? getDashboardDetails(user, { year }) : null,
    user?.restaurantId ? getKitchenQueue(user) : null,
    // The platform's review (issue 33): pending, rejected or suspended, and what is missing.
    user ? restaurantOwnReview(user.id) : null,
  ]);
  return (
    <div className="flex flex-col gap-6">
      {/* A new paid order, a kitchen step (on any device) or a cancellation re-renders the figures and the
          waiting count in place (issue 30). */}
      {details && <RefreshOnOrderEvent renderedAt={renderedAt} renderedCursor={renderedCursor} />}
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Dashboard</h1>
        {restaurant && <p className="mt-1 text-sm text-muted">How {restaurant.name} is doing</p>}
      </div>
      <PartnerReviewBanner review={review} />
      {details ? (
        <>
          {queue && <WaitingCard count={queue.count} />}
          <SummaryCards details={details} />
          <div className="grid gap-6 lg:grid-cols-5">
            <CategorySection categoryData={details.categoryData} />
            <RevenueSection details={details} year={year} currentYear={currentYear} />
          </div>
        </>
      ) : null}
      {restaurant ? <RestaurantOverview restaurant={restaurant} /> : <NoRestaurant />}
    </div>
  );
}
