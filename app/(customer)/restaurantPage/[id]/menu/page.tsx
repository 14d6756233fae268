import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { MenuSections } from "@/components/menu/menu-sections";
import { DeliveryState, NotDeliveringPlace, WhenNotDelivering } from "@/components/location/delivery-state";
import { SetLocationButton } from "@/components/location/set-location-button";
import { closedText, pausedText } from "@/components/restaurants/closed-reason";
import { OpenState, WhenClosed } from "@/components/restaurants/open-state";
import { openHoursOf } from "@/lib/restaurants/hours";
import { cachedMenu, cachedRestaurant } from "@/lib/restaurants/public-cache";

type MenuPageProps = Readonly<{ params: Promise<{ id: string }> }>;

// One cached render per restaurant, built on its first request and expired by its owner's
// changes (or 60 s). Open or closed is the browser's reading at every minute (OpenState); a
// search result's `?dish=` is shown by the browser too (DishFocus), and so is whether it delivers to
// the shopper's location (DeliveryState: the page is one for every place).
export const revalidate = 60;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export async function generateMetadata({ params }: MenuPageProps): Promise<Metadata> {
  const restaurant = await cachedRestaurant((await params).id);
  return { title: restaurant ? `${restaurant.name}: menu` : "Menu" };
}

export default async function MenuPage({ params }: MenuPageProps) {
  const { id } = await params;
  const [restaurant, menu] = await Promise.all([cachedRestaurant(id), cachedMenu(id)]);
  if (!restaurant || !menu) notFound();

  const closedReason = closedText(restaurant);

  return (
    <OpenState hours={openHoursOf(restaurant)}>
      <DeliveryState
        area={{ deliveryCities: restaurant.deliveryCities, deliveryPincodes: restaurant.deliveryPincodes }}
      >
        <section aria-label="Menu">
          <WhenNotDelivering>
            <div
              className="mb-4 flex flex-col gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-200 sm:flex-row sm:items-center"
              role="note"
            >
              <p className="flex min-w-0 flex-1 items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {restaurant.name} does not deliver to <NotDeliveringPlace />. You can look through the menu; to order,
                  choose a place it delivers to.
                </span>
              </p>
              <SetLocationButton variant="outline" size="sm" className="self-start sm:self-auto">
                Change location
              </SetLocationButton>
            </div>
          </WhenNotDelivering>
          {restaurant.offer && (
            <p className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
              Offer: {restaurant.offer}, taken off in your cart
            </p>
          )}
          {/* No drip pricing: what the bill adds to these prices is said before the cart. */}
          {restaurant.gstAddedPercent !== null && (
            <p className="mb-4 text-sm text-muted">
              Prices on this menu are before GST: {restaurant.gstAddedPercent}% on food and packaging is added in your
              bill.
            </p>
          )}
          <WhenClosed>
            <p className="mb-4 flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              <Icon name="clock" className="h-4 w-4 shrink-0" />
              {restaurant.paused
                ? `${restaurant.name} is ${lowerFirst(pausedText(restaurant.pauseReason, restaurant))}.`
                : restaurant.weekWindows.length > 0 || restaurant.closedDates.length > 0
                  ? // From its week: "is closed today: opens tomorrow at 12:00 pm" on a holiday.
                    `${restaurant.name} is ${lowerFirst(closedReason)}.`
                  : `${restaurant.name} is closed now and opens at ${restaurant.openTime}.`}{" "}
              You can look through the menu meanwhile.
            </p>
          </WhenClosed>
          {menu.length === 0 ? (
            <p className="py-12 text-center text-lg font-semibold text-muted">
              This restaurant is getting its menu ready.
            </p>
          ) : (
            <MenuSections
              groups={menu}
              restaurantName={restaurant.name}
              closedReason={closedReason}
              timeZone={restaurant.timeZone}
            />
          )}
          {/* Food businesses show their FSSAI licence to customers; a restaurant that gave none shows nothing. */}
          {restaurant.fssaiNumber && (
            <p className="mt-8 border-t border-stone-200 pt-4 text-xs text-muted">
              {restaurant.name}, {restaurant.location.address}, {restaurant.location.city}
              <br />
              FSSAI Lic. No. <span className="tabular-nums">{restaurant.fssaiNumber}</span>
            </p>
          )}
        </section>
      </DeliveryState>
    </OpenState>
  );
}

/** "Not taking orders…" → "not taking orders…", to follow "<name> is". */
function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
