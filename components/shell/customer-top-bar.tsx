import { LocationButton } from "@/components/location/location-button";
import { LocationDialogHost } from "@/components/location/location-button-shell";
import { AccountSlot } from "@/components/shell/account-slot";
import { TopBar } from "@/components/shell/top-bar";

/**
 * The customer pages' top bar. Those pages are served from the cache, so the account side and the
 * delivery location come from the viewer in the browser (AccountSlot, GET /api/me). Below 1280 px the first row
 * has no room for the location beside the links and the account: it gets a row of its own there.
 */
export function CustomerTopBar() {
  return (
    <TopBar
      location={{
        wide: <LocationButton className="ml-2 w-80 max-xl:hidden" />,
        narrow: <LocationButton className="-ml-2 -mt-1 mb-1.5 w-[calc(100%+1rem)] xl:hidden" />,
        host: <LocationDialogHost />,
      }}
    >
      <AccountSlot />
    </TopBar>
  );
}
