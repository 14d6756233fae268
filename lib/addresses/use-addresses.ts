"use client";
import { useQuery } from "@tanstack/react-query";
import type { ApiAddress } from "@/lib/addresses/contract";
import { addressKeys, fetchAddresses } from "@/lib/addresses/queries";
import { appQueryClient } from "@/lib/query/client";

// The address book's read for the parts that load TanStack Query on first use (the checkout's chooser,
// the location chooser). Its writes are in use-address-writes.ts, which marks this list stale.

type UseAddressesOptions = {
  /** Only for a logged-in customer. */
  enabled?: boolean;
  /** The list the server rendered the page with. */
  initialData?: ApiAddress[];
};

/** The customer's saved addresses, the default first. */
export function useAddresses({ enabled = true, initialData }: UseAddressesOptions = {}) {
  return useQuery(
    {
      queryKey: addressKeys.list(),
      queryFn: ({ signal }) => fetchAddresses(signal),
      enabled,
      initialData,
      staleTime: 60_000,
    },
    appQueryClient(),
  );
}
