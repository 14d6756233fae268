"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { appQueryClient } from "@/lib/query/client";
import { Icon } from "@/components/ui/icon";
import { usePathname, useRouter } from "next/navigation";
import { useRef } from "react";
import { LocationForm } from "@/components/location/location-form";
import { browseHref, parseBrowseFilter } from "@/lib/restaurants/browse-filter";
import { homeKey } from "@/lib/restaurants/page-routes";
import { HOME_PLACE_PARAM } from "@/lib/location/home-param";
import { CUISINES } from "@/lib/accounts/schemas";
import { warnIfCartOutside } from "@/lib/location/use-cart-delivery";
import { rememberLocation } from "@/lib/location/remember-location";
import type { DeliveryLocation } from "@/lib/location/schemas";
import { useShopperLocation } from "@/lib/location/shopper-store";
import { useUiStore } from "@/lib/ui/store";

/**
 * The delivery location chooser: a city, then a locality or a PIN code, or one of a customer's saved
 * addresses. The choice goes into the cookie; on the restaurant list it also goes into the URL, so
 * the list reloads for the new place (elsewhere the page refreshes, and its lists follow the cookie).
 */
export function LocationDialog({ isCustomer }: Readonly<{ isCustomer: boolean }>) {
  const open = useUiStore((s) => s.modal === "chooseLocation");
  const openModal = useUiStore((s) => s.openModal);
  const closeModal = useUiStore((s) => s.closeModal);
  const router = useRouter();
  const queryClient = appQueryClient();
  const pathname = usePathname();
  const current = useShopperLocation((s) => s.current);
  // Opened from app state (the top bar, the list, the cart), not a Radix trigger: focus goes back by hand.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const apply = (location: DeliveryLocation | null) => {
    rememberLocation(location);
    useShopperLocation.getState().set(location && { location, source: "chosen" });
    closeModal();
    if (pathname === "/restaurants") {
      const filter = parseBrowseFilter(Object.fromEntries(new URLSearchParams(window.location.search)), CUISINES);
      router.replace(
        browseHref({
          ...filter,
          city: location?.city,
          locality: location?.locality,
          pincode: location?.pincode,
          page: 1,
        }),
      );
      // Forgetting the chosen place makes a customer's default address the location: the top bar,
      // which a new URL alone does not redraw, must read it again.
      if (!location && isCustomer) router.refresh();
    } else if (pathname === "/") {
      // The landing page is routed by the cookie alone, so a refresh asks for the same URL as before
      // (its `_rsc` hash comes from the page shown, not the place wanted), and the browser answered
      // it from its HTTP cache (the cached page's stale-while-revalidate): the previous place's picks,
      // every other change (issue 27, item 18). A URL of its own per place cannot be answered with
      // another place's page; HomeParamCleanup takes the parameter out of the address bar again.
      router.replace(`/?${HOME_PLACE_PARAM}=${homeKey(location)}`, { scroll: false });
    } else router.refresh();
    if (location) void warnIfCartOutside(queryClient, location);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? openModal("chooseLocation") : closeModal())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40 animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // The dialog itself takes focus (its title and description are read): the city chips are the
            // usual way in, and on a phone a focused text box would open the keyboard over them.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-[60] flex max-h-[min(40rem,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl animate-fade-in focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold">Where should we deliver?</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">
                Choose your city, then a locality or a PIN code. We list the restaurants that deliver there.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-3 text-muted hover:bg-stone-100" aria-label="Close">
              <Icon name="x" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {/* Mounted with each opening, so it starts from the location in force. */}
          {open && (
            <LocationForm
              current={current?.location ?? null}
              canClear={current?.source === "chosen"}
              isCustomer={isCustomer}
              onApply={apply}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
