"use client";
import { preload } from "react-dom";
import { Heart } from "@/components/favourites/heart";
import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { OpenState, WhenClosed } from "@/components/restaurants/open-state";
import { DeliveryState, NotDeliveringReason, WhenNotDelivering } from "@/components/location/delivery-state";
import { RatingBadge } from "@/components/restaurants/rating-badge";
import { CARD_IMAGE_SIZES, cardImage } from "@/lib/images/card-image";
import type { RestaurantCardData } from "@/components/restaurants/card-data";

type RestaurantCardProps = Readonly<{
  card: RestaurantCardData;
  /** The favourite heart over the photo (not for restaurant accounts: Heart itself draws nothing for them). */
  heart?: boolean;
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
 * A client component drawn from its data (components/restaurants/card-data.ts): the page's flight payload carries
 * the data, not the card's markup again beside the HTML.
 */
export function RestaurantCard({ card: r, heart = false, eager = false, headingLevel = 2 }: RestaurantCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const photo = cardImage(r.image);
  // What next/image does for a priority image: the browser learns of it from the document's head.
  if (eager)
    preload(photo.src, { as: "image", imageSrcSet: photo.srcSet, imageSizes: CARD_IMAGE_SIZES, fetchPriority: "high" });
  return (
    <OpenState hours={r.hours} className="h-full">
      <DeliveryState area={r.area}>
        <article className="group rcard">
          <div className="rcard-photo">
            {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset, made without next/image's client code (lib/images/card-image.ts) */}
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={CARD_IMAGE_SIZES}
              alt=""
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : undefined}
              decoding="async"
              className="rcard-img"
            />
            {/* Over the photo, not in the card's flow: a kitchen that opens or closes while the list is on screen, or
                since its cached HTML was made, moves nothing around it (no layout shift). */}
            <WhenClosed>
              <span className="absolute left-3 top-3 flex flex-col rounded-xl bg-black/75 px-3 py-1 text-xs text-white">
                <span className="font-semibold">Closed Now</span>
                {r.paused === null && <span>Opens at {r.openTime}</span>}
              </span>
            </WhenClosed>
          </div>
          {heart && (
            <div className="absolute right-3 top-3 z-10">
              <Heart kind="restaurant" id={r.id} name={r.name} />
            </div>
          )}
          <div className="p-4">
            <div className="flex items-start justify-between gap-3">
              <Heading className="text-lg font-bold leading-snug">
                <AppLink href={`/restaurantPage/${r.id}/menu`} className="rcard-link">
                  {r.name}
                </AppLink>
              </Heading>
              <RatingBadge rating={r.rating} reviewCount={r.reviewCount} />
            </div>
            <p className="mt-1 truncate text-sm text-muted">{r.cuisines}</p>
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
            {r.paused !== null && (
              <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
                <Icon name="circle-pause" className="mt-0.5 h-4 w-4 shrink-0" /> {r.paused}
              </p>
            )}
            <div className="mt-3 flex items-center justify-between gap-3 text-sm">
              <span className="inline-flex items-center gap-1 font-medium">
                <Icon name="clock" className="h-4 w-4 text-muted" /> {`${r.deliveryTime} mins`}
              </span>
              <span className="truncate text-muted">{r.city}</span>
            </div>
          </div>
        </article>
      </DeliveryState>
    </OpenState>
  );
}
