"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { AddressBody, ApiAddress } from "@/lib/addresses/contract";
import { addressKeys, createAddress, deleteAddress, fetchAddresses, updateAddress } from "@/lib/addresses/queries";
import { appQueryClient } from "@/lib/query/client";
import { forgetViewer } from "@/lib/viewer/use-viewer";

// The address book's hooks: the list, and writes that refetch that exact key, so the profile's list,
// the checkout's chooser and the location chooser all show the server's order (default first).

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

/**
 * After any change the list is refetched: the server decides the default and the order. The viewer
 * too: a default address is the shopper's place when none is chosen.
 */
export function refetchAddresses() {
  return Promise.all([
    appQueryClient().invalidateQueries({ queryKey: addressKeys.list(), exact: true }),
    forgetViewer(),
  ]);
}

export function useCreateAddress() {
  return useMutation({ mutationFn: createAddress, onSuccess: refetchAddresses }, appQueryClient());
}

export function useUpdateAddress() {
  return useMutation(
    {
      mutationFn: ({ id, input }: { id: string; input: AddressBody }) => updateAddress(id, input),
      onSuccess: refetchAddresses,
    },
    appQueryClient(),
  );
}

export function useDeleteAddress() {
  return useMutation({ mutationFn: deleteAddress, onSuccess: refetchAddresses }, appQueryClient());
}
