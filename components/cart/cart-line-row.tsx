"use client";
import { Icon } from "@/components/ui/icon";
import Image from "next/image";
import { StepperButton } from "@/components/cart/stepper-button";
import { VegMarker } from "@/components/cart/veg-marker";
import { lineTotal } from "@/lib/cart/cart-math";
import { decreaseQuantity, increaseQuantity, removeLine } from "@/lib/cart/actions";
import type { PriceNotice } from "@/lib/cart/menu-check";
import type { CartLine } from "@/lib/cart/store";
import { imageSrc } from "@/lib/images/image-src";
import { formatRupees } from "@/lib/ui/format";
import { cn } from "@/lib/ui/cn";

type CartLineRowProps = Readonly<{
  line: CartLine;
  /** Off the restaurant's menu now: shown, not counted, and only removable. */
  unavailable: boolean;
  /** Unavailable because its owner marked it sold out (said so rather than "no longer available"). */
  soldOut?: boolean;
  priceNotice?: PriceNotice;
}>;

/** One line of the cart: picture, veg mark, name, unit price, quantity controls and delete. */
export function CartLineRow({ line, unavailable, soldOut = false, priceNotice }: CartLineRowProps) {
  const { item, quantity } = line;
  const removeLabel = `Remove ${item.name} from cart`;
  return (
    <li className="flex gap-3 py-4">
      <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-stone-100">
        {item.imageUrl ? (
          <Image
            src={imageSrc(item.imageUrl)}
            alt=""
            fill
            sizes="64px"
            className={cn("object-cover", unavailable && "grayscale")}
          />
        ) : (
          <Icon name="utensils-crossed" className="absolute inset-0 m-auto h-6 w-6 text-stone-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <VegMarker type={item.type} className="mt-0.5" />
          <p className={cn("min-w-0 flex-1 text-sm font-semibold leading-snug", unavailable && "text-muted")}>
            {item.name}
          </p>
          {!unavailable && (
            <button
              type="button"
              onClick={() => removeLine(item._id)}
              aria-label={removeLabel}
              className="-mr-3 -mt-3 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-brand-600"
            >
              <Icon name="trash-2" className="h-4 w-4" />
            </button>
          )}
        </div>
        {unavailable ? (
          <div className="mt-2 flex items-center justify-between gap-2">
            <p className="text-xs font-semibold text-red-700">{soldOut ? "Sold out" : "No longer available"}</p>
            <button
              type="button"
              onClick={() => removeLine(item._id)}
              aria-label={removeLabel}
              className="-my-2 min-h-11 rounded-lg px-3 text-xs font-semibold text-brand-600 hover:bg-brand-50"
            >
              Remove
            </button>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{formatRupees(item.price)}</p>
            {priceNotice && (
              <p className="mt-1 text-xs font-medium text-amber-800">
                Price changed from {formatRupees(priceNotice.from)} to {formatRupees(priceNotice.to)}
              </p>
            )}
            <div className="mt-2 flex items-center justify-between gap-2">
              <div className="flex items-center rounded-xl border border-brand-500">
                <StepperButton step="decrease" itemName={item.name} onClick={() => decreaseQuantity(item._id)} />
                <span className="w-7 text-center text-sm font-bold tabular-nums">
                  {quantity}
                  <span className="sr-only"> in cart</span>
                </span>
                <StepperButton step="increase" itemName={item.name} onClick={() => increaseQuantity(item._id)} />
              </div>
              <p className="text-sm font-semibold tabular-nums">{formatRupees(lineTotal(line))}</p>
            </div>
          </>
        )}
      </div>
    </li>
  );
}
