"use client";
import type { AddressDeleted, AddressSaved, ApiAddress } from "@/lib/addresses/contract";
import { useWrite } from "@/lib/query/use-write";

// The address book's writes for a page that shows the server's list (the profile) and reads nothing
// through TanStack Query: useWrite rather than use-addresses.ts's mutations, whose client (about 10 kB
// gzip) would load with the page. Their calls (address-book-calls.ts) are fetched with the first write.
// The caller refreshes the page (router.refresh()) to show the server's new order and default.

const calls = () => import("@/lib/addresses/address-book-calls");

/** What the caller does after the write: its own toasts and refresh; a failure comes as the message to show. */
type After<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (message: string) => unknown;
};

function afterChange<TData, TVariables>({ onSuccess, onError }: After<TData, TVariables>) {
  return {
    onSuccess: async (data: TData, variables: TVariables) => {
      await (await calls()).addressesChanged();
      await onSuccess?.(data, variables);
    },
    // The calls not loading at all (offline) is the API client's own "Network Error".
    onError: async (error: unknown) =>
      onError?.(
        await calls().then(
          ({ errorMessage }) => errorMessage(error),
          () => "Network Error",
        ),
      ),
  };
}

/** Makes a saved address the default. */
export function useMakeDefaultAddress(after: After<AddressSaved, ApiAddress> = {}) {
  return useWrite({
    mutationFn: async (address: ApiAddress) => (await calls()).makeDefault(address),
    ...afterChange(after),
  });
}

/** Deletes a saved address by id (the server moves the default if it was this one). */
export function useRemoveAddress(after: After<AddressDeleted, string> = {}) {
  return useWrite({ mutationFn: async (id: string) => (await calls()).remove(id), ...afterChange(after) });
}
