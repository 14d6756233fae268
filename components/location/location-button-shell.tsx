"use client";
import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { placeText } from "@/lib/location/place-text";
import { useShopperLocation, type ShopperLocation } from "@/lib/location/shopper-store";
import { useViewer } from "@/lib/viewer/use-viewer";
import { cn } from "@/lib/ui/cn";
import { useUiStore } from "@/lib/ui/store";

// The dialog (Radix, the places list, zod) is fetched when first wanted, not with every page.
export const loadLocationDialog = () => import("@/components/location/location-dialog");
const LocationDialog = dynamic(() => loadLocationDialog().then((m) => m.LocationDialog), { ssr: false });

type LocationButtonShellProps = Readonly<{
  /** A server's reading of the location; undefined on cached pages, where the viewer read brings it. */
  initial?: ShopperLocation;
  className?: string;
  /** The icons, drawn on the server. */
  icon: ReactNode;
  chevron: ReactNode;
}>;

/** The location button: shows the place, opens the chooser, and seeds the browser's copy of the location. */
export function LocationButtonShell({ initial, className, icon, chevron }: LocationButtonShellProps) {
  const openModal = useUiStore((s) => s.openModal);
  const current = useShopperLocation((s) => s.current);
  const viewer = useViewer();
  const read = initial !== undefined ? initial : viewer.data?.location;
  const readKey = read === undefined ? undefined : JSON.stringify(read);
  // Each reading (a server render, the viewer read after a login or a refresh) seeds the store.
  useEffect(() => {
    if (readKey !== undefined) useShopperLocation.getState().set(JSON.parse(readKey) as ShopperLocation);
  }, [readKey]);
  const prefetch = () => void loadLocationDialog();
  // The chooser's new place shows at once; until the store is seeded, the reading.
  const shown = current === undefined ? read : current;
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
      {/* A fixed box (two lines high, the rest of the width, so the chevron stays put) whose content is
          replaced, not moved, when the viewer read answers: no layout shift on cached pages. */}
      <span className="flex min-h-9 min-w-0 flex-1 flex-col justify-center leading-tight">
        {shown === undefined ? (
          <span key="unknown" className="h-4 w-32 animate-pulse rounded bg-stone-100" />
        ) : place ? (
          <span key="place" className="flex min-w-0 flex-col">
            <span className="text-xs text-muted">Deliver to</span>
            <span className="truncate text-sm font-semibold">{place}</span>
          </span>
        ) : (
          <span key="none" className="text-sm font-semibold text-brand-700">
            Set delivery location
          </span>
        )}
      </span>
      {chevron}
    </button>
  );
}

/** The chooser, once per page: mounted on its first opening and kept, so it can close normally. */
export function LocationDialogHost() {
  const open = useUiStore((s) => s.modal === "chooseLocation");
  const isCustomer = useViewer().data?.user?.userType === "customer";
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? <LocationDialog isCustomer={isCustomer} /> : null;
}
