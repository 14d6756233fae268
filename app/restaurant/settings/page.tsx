import type { Metadata } from "next";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { AppLink } from "@/components/ui/app-link";
import { OpeningHoursEditor } from "@/components/owner/settings/opening-hours-editor";
import { SettingsScreen } from "@/components/owner/settings/settings-screen";
import { getSessionUser } from "@/lib/auth/session";
import { getRestaurantSettings } from "@/lib/owner/settings-service";
import { KitchenSettingsForm } from "@/components/owner/settings/kitchen-settings-form";
import { getKitchenSettings } from "@/lib/kitchen/service";
import { getOpeningHours } from "@/lib/restaurants/hours-service";
import { PartnerReviewBanner } from "@/components/admin/partners-review-banner";
import { restaurantOwnReview } from "@/lib/admin/partners-status";

export const metadata: Metadata = { title: "Restaurant settings" };

export default async function SettingsPage() {
  const user = await getSessionUser();
  const settings = user?.restaurantId ? await getRestaurantSettings(user) : null;
  const kitchen = user?.restaurantId ? await getKitchenSettings(user) : null;
  const openingHours = user?.restaurantId ? await getOpeningHours(user.restaurantId) : null;
  // The platform's review (issue 33): what is missing is fixed on this page.
  const review = user ? await restaurantOwnReview(user.id) : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Restaurant settings</h1>
        <p className="mt-1 text-sm text-muted">
          Your restaurant as customers see it, where you deliver, and whether you are taking orders.
        </p>
        <p className="mt-1 text-sm">
          How you hear of new orders:{" "}
          <AppLink href="/restaurant/notifications" className="font-semibold text-brand-700 underline">
            Notifications
          </AppLink>
        </p>
      </div>
      <PartnerReviewBanner review={review} />
      {settings ? <SettingsScreen initial={settings} /> : <NoRestaurant />}
      {kitchen && <KitchenSettingsForm initial={kitchen} />}
      {settings && openingHours && <OpeningHoursEditor initial={openingHours} />}
    </div>
  );
}
