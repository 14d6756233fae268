import { Picture } from "@/components/ui/picture";
import type { ReactNode } from "react";
import { AddToCartControl } from "@/components/cart/add-to-cart-control";
import { VegMarker } from "@/components/cart/veg-marker";
import { DishFacts } from "@/components/menu/dish-facts";
import { toCartItem } from "@/lib/cart/types";
import { imageSrc } from "@/lib/images/image-src";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { backText, onSale } from "@/lib/menu/stock";
import { cn } from "@/lib/ui/cn";
import { formatRupees } from "@/lib/ui/format";

type MenuItemCardProps = Readonly<{
  item: ApiMenuItem;
  restaurantName: string;
  /** Why it cannot be added while its restaurant is closed (the menu's OpenState says when). */
  closedReason: string;
  /** The restaurant's time zone, for when a sold-out dish is back ("Back at 6:00 pm"). */
  timeZone: string;
  heart?: ReactNode;
}>;

/**
 * A dish on a menu: words on the left, photo with the Add control on the right. A dish its owner
 * marked sold out is greyed with a "Sold out" badge and when it is back, and cannot be added.
 */
export function MenuItemCard({ item, restaurantName, closedReason, timeZone, heart }: MenuItemCardProps) {
  const cartItem = toCartItem(item, restaurantName);
  const soldOut = !onSale(item);
  const back = soldOut && item.outOfStockUntil ? backText(new Date(item.outOfStockUntil), new Date(), timeZone) : null;
  return (
    <article
      id={`dish-${item._id}`}
      aria-labelledby={`dish-${item._id}-name`}
      className={cn(
        "flex scroll-mt-2 gap-4 rounded-2xl p-4 ring-1 ring-stone-200",
        soldOut ? "bg-stone-50" : "bg-white",
      )}
      data-sold-out={soldOut || undefined}
    >
      <div className={cn("min-w-0 flex-1", soldOut && "text-stone-500")}>
        <VegMarker type={item.type} />
        <h3 id={`dish-${item._id}-name`} className="mt-1.5 text-base font-bold leading-snug">
          {item.name}
        </h3>
        <p className="mt-1 font-semibold">
          {formatRupees(item.price)}
          {/* Its packaging charge, said here rather than first in the bill (no drip pricing). */}
          {item.packagingCharge !== undefined && (
            <span className="ml-1.5 text-xs font-normal text-muted">
              + {formatRupees(item.packagingCharge)} packaging
            </span>
          )}
        </p>

        <DishFacts item={item} className="mt-1" />
        <p className="mt-2 line-clamp-3 text-sm text-muted">{item.description}</p>
      </div>
      <div className="flex w-32 shrink-0 flex-col items-center sm:w-36">
        <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-stone-100">
          <Picture
            src={imageSrc(item.imageUrl)}
            alt={item.name}
            fill
            sizes="(min-width: 640px) 9rem, 8rem"
            className={cn("object-cover", soldOut && "opacity-60 grayscale")}
          />
          {soldOut && (
            <span className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-md bg-stone-900/85 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
              Sold out
            </span>
          )}
          {heart && <div className="absolute right-1 top-1">{heart}</div>}
        </div>
        <AddToCartControl
          item={cartItem}
          closedReason={closedReason}
          {...(soldOut ? { disabledReason: back ? `Sold out · ${back}` : "Sold out" } : {})}
          className="relative -mt-5 items-center text-center"
        />
      </div>
    </article>
  );
}
