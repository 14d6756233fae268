"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import { useEffect, useState, type ReactNode } from "react";
import { placeText } from "@/lib/location/place-text";
import { useShopperLocation, type ShopperLocation } from "@/lib/location/shopper-store";
import { cn } from "@/lib/ui/cn";
import { useUiStore } from "@/lib/ui/store";
import { useViewer } from "@/lib/viewer/use-viewer";

// The dialog (Radix, the places list, zod) is fetched when first wanted, not with every page.
export const loadLocationDialog = () => import("@/components/location/location-dialog");
const LocationDialog = lazyClient(() => loadLocationDialog().then((m) => m.LocationDialog));

type LocationButtonShellProps = Readonly<{
  className?: string;
  /** The icons, drawn on the server. */
  icon: ReactNode;
  chevron: ReactNode;
}>;

/** The location button: shows the place, opens the chooser, and seeds the browser's copy of the location. */
export function LocationButtonShell({ className, icon, chevron }: LocationButtonShellProps) {
  const openModal = useUiStore((s) => s.openModal);
  const current = useShopperLocation((s) => s.current);
  const { data: viewer } = useViewer();
  const readKey = viewer && JSON.stringify(viewer.location);
  // Each reading of the viewer (the first, and after a login or an address change) seeds the store.
  useEffect(() => {
    if (readKey !== undefined) useShopperLocation.getState().set(JSON.parse(readKey) as ShopperLocation);
  }, [readKey]);
  const prefetch = () => void loadLocationDialog();
  // The chooser's new place shows at once; until the store is seeded, the viewer's reading.
  const shown = current === undefined ? viewer?.location : current;
  const place = shown ? placeText(shown.location) : null;
  // A restaurant account does not shop: no place to choose.
  if (viewer?.user?.userType === "restaurant") return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openModal("chooseLocation")}
      className={cn(
        "group flex min-h-11 min-w-0 items-center gap-2 rounded-xl px-2 py-1 text-left hover:bg-stone-100",
        className,
      )}
    >
      {icon}
      {/* Two lines of fixed height in every state, the chevron at the right: nothing moves when the viewer arrives. */}
      <span className="flex min-w-0 flex-1 flex-col leading-tight">
        <span className="h-4 text-xs text-muted">{place || shown === undefined ? "Deliver to" : ""}</span>
        {shown === undefined ? (
          <span className="h-5 w-28 animate-pulse rounded bg-stone-100" />
        ) : place ? (
          <span className="h-5 truncate text-sm font-semibold">{place}</span>
        ) : (
          <span className="h-5 text-sm font-semibold text-brand-700">Set delivery location</span>
        )}
      </span>
      {chevron}
    </button>
  );
}

/** The chooser, once per page: mounted on its first opening and kept, so it can close normally. */
export function LocationDialogHost() {
  const open = useUiStore((s) => s.modal === "chooseLocation");
  const { data: viewer } = useViewer();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? <LocationDialog isCustomer={viewer?.user?.userType === "customer"} /> : null;
}
