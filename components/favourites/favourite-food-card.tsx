import { Picture } from "@/components/ui/picture";
import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { AddToCartControl } from "@/components/cart/add-to-cart-control";
import { VegMarker } from "@/components/cart/veg-marker";
import { DishFacts } from "@/components/menu/dish-facts";
import { toCartItem } from "@/lib/cart/types";
import { imageSrc } from "@/lib/images/image-src";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { onSale } from "@/lib/menu/stock";
import { formatRupees } from "@/lib/ui/format";

type FavouriteFoodCardProps = Readonly<{
  item: ApiMenuItem;
  restaurantName: string;
  disabledReason?: string;
  heart: ReactNode;
}>;

/** A favourite dish: photo, name, price, category, serving size, its restaurant and Add. */
export function FavouriteFoodCard({ item, restaurantName, disabledReason, heart }: FavouriteFoodCardProps) {
  const cartItem = toCartItem(item, restaurantName);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative aspect-[4/3] bg-stone-100">
        <Picture
          src={imageSrc(item.imageUrl)}
          alt={item.name}
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
        <div className="absolute right-3 top-3">{heart}</div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="flex items-center gap-2 text-lg font-bold leading-snug">
            <VegMarker type={item.type} />
            {item.name}
          </h3>
          <p className="shrink-0 text-lg font-bold">{formatRupees(item.price)}</p>
        </div>
        <p className="text-sm text-muted">{item.category}</p>
        <DishFacts item={item} />
        <AppLink
          href={`/restaurantPage/${item.restaurant_id}/menu`}
          className="mt-1 w-fit text-sm font-medium text-brand-600 hover:underline"
        >
          {restaurantName}
        </AppLink>
        <div className="mt-auto flex justify-end pt-3">
          <AddToCartControl
            item={cartItem}
            // The restaurant's reason (closed, paused) first; else a dish its owner marked sold out.
            disabledReason={disabledReason ?? (onSale(item) ? undefined : "Sold out")}
            className="items-end text-right"
          />
        </div>
      </div>
    </article>
  );
}
