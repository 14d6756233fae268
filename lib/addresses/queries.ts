import type { AddressBody, AddressDeleted, AddressesAnswer, AddressSaved, ApiAddress } from "@/lib/addresses/contract";
import { apiFetch } from "@/lib/api/client";

// The browser's side of the address book (GET/POST /api/addresses, PUT/DELETE /api/addresses/{id}):
// its query keys and typed fetchers. The hooks are in use-addresses.ts, so that a page needing only
// a fetcher does not load TanStack Query.

/** Query keys, nested: invalidating `addressKeys.all` reaches the list. */
export const addressKeys = {
  all: ["addresses"] as const,
  list: () => [...addressKeys.all, "list"] as const,
};

export type { AddressSaved };

export async function fetchAddresses(signal?: AbortSignal): Promise<ApiAddress[]> {
  const answer = await apiFetch<AddressesAnswer>("/api/addresses", { signal, usertype: "customer" });
  return answer.addresses;
}

export function createAddress(input: AddressBody): Promise<AddressSaved> {
  return apiFetch<AddressSaved>("/api/addresses", { method: "POST", json: input, usertype: "customer" });
}

export function updateAddress(id: string, input: AddressBody): Promise<AddressSaved> {
  return apiFetch<AddressSaved>(`/api/addresses/${encodeURIComponent(id)}`, {
    method: "PUT",
    json: input,
    usertype: "customer",
  });
}

export function deleteAddress(id: string): Promise<AddressDeleted> {
  return apiFetch<AddressDeleted>(`/api/addresses/${encodeURIComponent(id)}`, {
    method: "DELETE",
    usertype: "customer",
  });
}

/** The fields of a saved address as the form and PUT take them (for "set as default" on a row). */
export function addressInput(address: ApiAddress, isDefault?: boolean): AddressBody {
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
