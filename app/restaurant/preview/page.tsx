import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { MenuSections } from "@/components/menu/menu-sections";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { closedText } from "@/components/restaurants/closed-reason";
import { OpenState } from "@/components/restaurants/open-state";
import { RestaurantHeader } from "@/components/restaurants/restaurant-header";
import { openHoursOf } from "@/lib/restaurants/hours";
import { previewOwnPage, type OwnPagePreview } from "@/lib/owner/preview";
import { signedInOwner } from "@/lib/owner/signed-in-owner";

export const metadata: Metadata = { title: "Your page" };

/** What the preview says of who can see the page now, by the platform's review. */
function visibility(preview: OwnPagePreview): { text: string; tone: string } {
  const { name } = preview.restaurant;
  switch (preview.reviewStatus) {
    case "approved":
      return { text: `This is ${name}'s page as customers see it.`, tone: "bg-green-50 text-green-950 ring-green-200" };
    case "pending":
      return {
        text: `Preview: customers cannot see ${name} yet. This is the page they get once the platform approves it.`,
        tone: "bg-amber-50 text-amber-950 ring-amber-200",
      };
    default:
      return {
        text: `Preview: ${name} is not listed (${preview.reviewStatus}), so customers cannot see this page or order. The dashboard says why.`,
        tone: "bg-red-50 text-red-950 ring-red-200",
      };
  }
}

/**
 * /restaurant/preview: the owner's own restaurant page (header, hours, menu) read now, whatever the platform's
 * review says, so a new partner sees what customers will get before it goes live. Add stays off for an owner.
 * The restaurant's name is the page's heading, as on the public page.
 */
export default async function PreviewPage() {
  const owner = await signedInOwner();
  const preview = owner && (await previewOwnPage(owner));
  if (!preview) return <NoRestaurant />;
  const { restaurant, menu, openingHours } = preview;
  const { text, tone } = visibility(preview);
  return (
    <div className="flex flex-col gap-6">
      <div
        role="note"
        className={`flex flex-col gap-3 rounded-2xl px-4 py-3 text-sm font-medium ring-1 sm:flex-row sm:items-center ${tone}`}
      >
        <p className="min-w-0 flex-1">{text}</p>
        {preview.reviewStatus === "approved" && (
          <AppLink
            href={`/restaurantPage/${restaurant._id}/menu`}
            className={buttonClasses("outline", "sm", "self-start sm:self-auto")}
          >
            Open the public page
          </AppLink>
        )}
      </div>
      <RestaurantHeader restaurant={restaurant} openingHours={openingHours} />
      {/* Open or closed by the browser's clock, as on the public menu: Add says why while closed. */}
      <OpenState hours={openHoursOf(restaurant)}>
        <section aria-label="Menu">
          {restaurant.offer && (
            <p className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
              Offer: {restaurant.offer}, taken off in your cart
            </p>
          )}
          {menu.length === 0 ? (
            <p className="py-12 text-center text-lg font-semibold text-muted">
              Your menu is empty: customers see &ldquo;This restaurant is getting its menu ready.&rdquo;{" "}
              <AppLink href="/restaurant/addmenuitem" className="text-brand-700 underline">
                Add a dish
              </AppLink>
            </p>
          ) : (
            <MenuSections
              groups={menu}
              restaurantName={restaurant.name}
              closedReason={closedText(restaurant)}
              timeZone={restaurant.timeZone}
            />
          )}
        </section>
      </OpenState>
    </div>
  );
}
