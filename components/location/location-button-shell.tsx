"use client";
import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { placeText } from "@/lib/location/place-text";
import { useShopperLocation, type ShopperLocation } from "@/lib/location/shopper-store";
import { cn } from "@/lib/ui/cn";
import { useUiStore } from "@/lib/ui/store";

// The dialog (Radix, the places list, zod) is fetched when first wanted, not with every page.
export const loadLocationDialog = () => import("@/components/location/location-dialog");
const LocationDialog = dynamic(() => loadLocationDialog().then((m) => m.LocationDialog), { ssr: false });

type LocationButtonShellProps = Readonly<{
  initial: ShopperLocation;
  className?: string;
  /** The icons, drawn on the server. */
  icon: ReactNode;
  chevron: ReactNode;
}>;

/** The location button: shows the place, opens the chooser, and seeds the browser's copy of the location. */
export function LocationButtonShell({ initial, className, icon, chevron }: LocationButtonShellProps) {
  const openModal = useUiStore((s) => s.openModal);
  const current = useShopperLocation((s) => s.current);
  const initialKey = JSON.stringify(initial);
  // Each server render (a refresh after choosing, a login) brings the location it read.
  useEffect(() => useShopperLocation.getState().set(JSON.parse(initialKey) as ShopperLocation), [initialKey]);
  const prefetch = () => void loadLocationDialog();
  // The chooser's new place shows at once; until the store is seeded, the server's reading.
  const shown = current === undefined ? initial : current;
  const place = shown ? placeText(shown.location) : null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openModal("chooseLocation")}
      className={cn(
        "group flex min-w-0 items-center gap-2 rounded-xl px-2 py-1 text-left hover:bg-stone-100",
        className,
      )}
    >
      {icon}
      <span className="flex min-w-0 flex-col leading-tight">
        {place ? (
          <>
            <span className="text-xs text-muted">Deliver to</span>
            <span className="truncate text-sm font-semibold">{place}</span>
          </>
        ) : (
          <span className="text-sm font-semibold text-brand-700">Set delivery location</span>
        )}
      </span>
      {chevron}
    </button>
  );
}

/** The chooser, once per page: mounted on its first opening and kept, so it can close normally. */
export function LocationDialogHost({ isCustomer }: Readonly<{ isCustomer: boolean }>) {
  const open = useUiStore((s) => s.modal === "chooseLocation");
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? <LocationDialog isCustomer={isCustomer} /> : null;
}
