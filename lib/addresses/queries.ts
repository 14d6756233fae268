"use client";
import { forgetViewer } from "@/lib/viewer/use-viewer";
import { useMutation, useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import { apiFetch } from "@/lib/api/client";
import type { AddressInput } from "@/lib/location/schemas";

// The browser's side of the address book (GET/POST /api/addresses, PUT/DELETE /api/addresses/{id}):
// one key, typed fetchers, and hooks whose mutations refetch that exact key, so the profile's list,
// the checkout's chooser and the location chooser all show the server's order (default first).

export const addressKeys = {
  all: ["addresses"] as const,
  list: () => ["addresses", "list"] as const,
};

export type AddressSaved = { message: string; address: ApiAddress };

export async function fetchAddresses(signal?: AbortSignal): Promise<ApiAddress[]> {
  const answer = await apiFetch<{ addresses: ApiAddress[] }>("/api/addresses", { signal, usertype: "customer" });
  return answer.addresses;
}

export function createAddress(input: AddressInput): Promise<AddressSaved> {
  return apiFetch<AddressSaved>("/api/addresses", { method: "POST", json: input, usertype: "customer" });
}

export function updateAddress(id: string, input: AddressInput): Promise<AddressSaved> {
  return apiFetch<AddressSaved>(`/api/addresses/${encodeURIComponent(id)}`, {
    method: "PUT",
    json: input,
    usertype: "customer",
  });
}

export function deleteAddress(id: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/addresses/${encodeURIComponent(id)}`, {
    method: "DELETE",
    usertype: "customer",
  });
}

/** The fields of a saved address as the form and PUT take them (for "set as default" on a row). */
export function addressInput(address: ApiAddress, isDefault?: boolean): AddressInput {
  const { label, address: street, locality, city, state, pincode, phone } = address;
  return {
    label,
    address: street,
    locality,
    city,
    state,
    pincode,
    phone,
    ...(isDefault !== undefined && { isDefault }),
  };
}

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
function useInvalidateAddresses() {
  const queryClient = appQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: addressKeys.list(), exact: true }), forgetViewer()]);
}

export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: createAddress, onSuccess: invalidate }, appQueryClient());
}

export function useUpdateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation(
    {
      mutationFn: ({ id, input }: { id: string; input: AddressInput }) => updateAddress(id, input),
      onSuccess: invalidate,
    },
    appQueryClient(),
  );
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteAddress, onSuccess: invalidate }, appQueryClient());
}
