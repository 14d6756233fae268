"use client";
import { addressInput, addressKeys, deleteAddress, updateAddress } from "@/lib/addresses/queries";
import type { AddressDeleted, AddressSaved, ApiAddress } from "@/lib/addresses/contract";
import { errorMessage } from "@/lib/api/client";
import { appQueryClient } from "@/lib/query/client";
import { forgetViewer } from "@/lib/viewer/use-viewer";

// What use-address-writes.ts runs, fetched as one module with the first write: the fetchers, the API
// client and TanStack Query's client stay out of the first load of a page that only shows the list.

/** PUT with `isDefault: true`. */
export function makeDefault(address: ApiAddress): Promise<AddressSaved> {
  return updateAddress(address._id, addressInput(address, true));
}

export function remove(id: string): Promise<AddressDeleted> {
  return deleteAddress(id);
}

/**
 * After a change: the viewer is read again (a default address is the shopper's place when none is
 * chosen), and the list TanStack Query may hold for the location chooser and checkout is marked
 * stale, as use-addresses.ts's mutations do.
 */
export async function addressesChanged(): Promise<void> {
  await Promise.all([
    forgetViewer(),
    appQueryClient().invalidateQueries({ queryKey: addressKeys.list(), exact: true }),
  ]);
}

export { errorMessage };
