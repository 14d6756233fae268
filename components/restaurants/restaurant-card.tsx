import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import type { ReactNode } from "react";
import { pausedText } from "@/components/restaurants/closed-reason";
import { AppLink } from "@/components/ui/app-link";
import { OpenState, WhenClosed } from "@/components/restaurants/open-state";
import { DeliveryState, NotDeliveringReason, WhenNotDelivering } from "@/components/location/delivery-state";
import { RatingBadge } from "@/components/restaurants/rating-badge";
import { imageSrc } from "@/lib/images/image-src";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import { openHoursOf } from "@/lib/restaurants/hours";

type RestaurantCardProps = Readonly<{
  restaurant: ApiRestaurant;
  /** The favourite heart, drawn over the photo (absent for restaurant accounts). */
  heart?: ReactNode;
  /** For the cards in the first screenful, which are the page's largest paint. */
  eager?: boolean;
  /** 2 on the list; 3 where the grid sits under its own section heading. */
  headingLevel?: 2 | 3;
}>;

/**
 * A restaurant in a list: photo, name, cuisines, delivery time and rating, and why it is not taking
 * orders when its owner paused them. The name's link covers the whole card, so the card is one tab
 * stop and the heart stays a separate button (a button inside a link would be invalid and
 * unreachable for screen readers). Open or closed is the browser's reading at every minute
 * (OpenState): the card's HTML is cached and shared. So is whether it delivers to the shopper's
 * location (DeliveryState): a shared list link or a favourite can show a kitchen that does not.
 * It takes the wire shape (ApiRestaurant), as the API's clients get it.
 */
export function RestaurantCard({ restaurant: r, heart, eager = false, headingLevel = 2 }: RestaurantCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <OpenState hours={openHoursOf(r)} className="h-full">
      <DeliveryState area={{ deliveryCities: r.deliveryCities, deliveryPincodes: r.deliveryPincodes }}>
        <article className="group relative h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500">
          <div className="relative aspect-[8/5] overflow-hidden bg-stone-100">
            <Picture
              src={imageSrc(r.image.imageUrl)}
              alt=""
              fill
              sizes="(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : undefined}
              className="object-cover transition-transform duration-300 group-hover:scale-105 group-data-[open=false]/open:grayscale-[60%]"
            />
            <WhenClosed>
              <span className="absolute left-3 top-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
                Closed Now
              </span>
            </WhenClosed>
          </div>
          {heart && <div className="absolute right-3 top-3 z-10">{heart}</div>}
          <div className="p-4">
            <div className="flex items-start justify-between gap-3">
              <Heading className="text-lg font-bold leading-snug">
                <AppLink
                  href={`/restaurantPage/${r._id}/menu`}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {r.name}
                </AppLink>
              </Heading>
              <RatingBadge rating={r.rating} reviewCount={r.reviewCount} />
            </div>
            <p className="mt-1 truncate text-sm text-muted">{r.cuisines.join(", ")}</p>
            {r.offer && (
              <p className="mt-2 inline-flex rounded-md bg-brand-50 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-700">
                <span className="sr-only">Offer: </span>
                {r.offer}
              </p>
            )}
            {r.matchedDish && (
              <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-ink">
                <Icon name="search" className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
                <span>
                  <span className="sr-only">Dish that matched: </span>
                  {r.matchedDish}
                </span>
              </p>
            )}
            <WhenNotDelivering>
              <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
                <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" /> <NotDeliveringReason />
              </p>
            </WhenNotDelivering>
            {!r.paused && (
              <WhenClosed>
                <p className="mt-2 text-sm font-medium text-red-700">Opens at {r.openTime}</p>
              </WhenClosed>
            )}
            {r.paused && (
              <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
                <Icon name="circle-pause" className="mt-0.5 h-4 w-4 shrink-0" /> {pausedText(r.pauseReason, r)}
              </p>
            )}
            <div className="mt-3 flex items-center justify-between gap-3 text-sm">
              <span className="inline-flex items-center gap-1 font-medium">
                <Icon name="clock" className="h-4 w-4 text-muted" /> {r.deliveryTime} mins
              </span>
              <span className="truncate text-muted">{r.location.city}</span>
            </div>
          </div>
        </article>
      </DeliveryState>
    </OpenState>
  );
}
