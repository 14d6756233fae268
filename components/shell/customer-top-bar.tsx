import { LocationButton } from "@/components/location/location-button";
import { LocationDialogHost } from "@/components/location/location-button-shell";
import { AccountSlot } from "@/components/shell/account-slot";
import { TopBar } from "@/components/shell/top-bar";

/**
 * The customer pages' top bar. Those pages are served from the cache, so the account side and the
 * delivery location come from the viewer in the browser (AccountSlot, GET /api/me). Up to a laptop's
 * width the links need the first row: the location gets a row of its own there.
 */
export function CustomerTopBar() {
  return (
    <TopBar
      location={{
        wide: <LocationButton className="ml-2 w-60 max-lg:hidden xl:w-80" />,
        narrow: <LocationButton className="-ml-2 -mt-1 mb-1.5 w-[calc(100%+1rem)] lg:hidden" />,
        host: <LocationDialogHost />,
      }}
    >
      <AccountSlot />
    </TopBar>
  );
}
