import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { HeartButton } from "@/components/favourites/heart-button";
import { pausedText } from "@/components/restaurants/closed-reason";
import { OpenState, WhenClosed, WhenOpen } from "@/components/restaurants/open-state";
import { RatingBadge } from "@/components/restaurants/rating-badge";
import { ShareButton } from "@/components/restaurants/share-button";
import { WeekHoursPanel } from "@/components/restaurants/week-hours-panel";
import { imageSrc } from "@/lib/images/image-src";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import type { ApiOpeningHours } from "@/lib/restaurants/hours-contract";
import { hoursText, isOpenAllDay, openHoursOf } from "@/lib/restaurants/hours";

/**
 * The restaurant page's head: photo, name, place, cuisines, open status (with the reason when
 * paused; recomputed by the browser at every minute, OpenState) and actions.
 */
export function RestaurantHeader({
  restaurant: r,
  openingHours,
}: Readonly<{ restaurant: ApiRestaurant; openingHours?: ApiOpeningHours }>) {
  const openHours = openHoursOf(r);
  const allDay = isOpenAllDay(openHours);
  const hours = hoursText(openHours);
  return (
    <OpenState hours={openHours}>
      <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 md:flex">
        <div className="relative aspect-[16/9] md:aspect-auto md:w-80 md:shrink-0 lg:w-96">
          <Picture
            src={imageSrc(r.image.imageUrl)}
            alt={r.name}
            fill
            preload
            sizes="(min-width: 1024px) 24rem, (min-width: 768px) 20rem, 100vw"
            className="object-cover group-data-[open=false]/open:grayscale-[40%]"
          />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6 md:min-h-64">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl">{r.name}</h1>
            <RatingBadge rating={r.rating} reviewCount={r.reviewCount} className="px-2.5 py-1 text-base" />
          </div>
          <p className="flex items-center gap-1.5 text-sm font-medium text-muted">
            <Icon name="map-pin" className="h-4 w-4 shrink-0" /> {r.location.city}, {r.location.state}
          </p>
          <p className="text-sm text-ink">{r.cuisines.join(", ")}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Icon name="clock" className="h-4 w-4 shrink-0 text-muted" />
            <WhenOpen>
              <span className="font-bold text-veg">{allDay ? "Open 24 hours" : "Open Now"}</span>
              {!allDay && <span className="text-muted">{hours}</span>}
            </WhenOpen>
            <WhenClosed>
              <span className="font-bold text-red-700">Closed Now</span>
              <span className="text-muted">{hours}</span>
            </WhenClosed>
          </p>
          {/* Only for a kitchen that keeps a week or holidays: a single window is the line above, every day. */}
          {openingHours && (openingHours.weekly || openingHours.closures.length > 0) && (
            <WeekHoursPanel hours={openingHours} />
          )}
          {r.paused && (
            <p className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200">
              <Icon name="circle-pause" className="mt-0.5 h-4 w-4 shrink-0" /> {pausedText(r.pauseReason, r)}
            </p>
          )}
          <p className="flex items-center gap-2 text-sm text-muted">
            <Icon name="bike" className="h-4 w-4 shrink-0" /> {r.deliveryTime} mins delivery
          </p>
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <HeartButton id={r._id} />
            <ShareButton title={r.name} />
          </div>
        </div>
      </header>
    </OpenState>
  );
}
