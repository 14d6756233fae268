"use client";
import { useTransition } from "react";
import type { AddressBody, AddressDeleted, AddressSaved, ApiAddress } from "@/lib/addresses/contract";
import { forgetViewer } from "@/lib/viewer/use-viewer";

// The address book's one module of writes (add, edit, make default, delete, and what follows each), the
// customer pages' way (docs/decisions/0013): a React transition is the pending flag, the call goes through
// the API client. The calls (queries.ts, with the API client) are fetched with the first write, so a page
// that only shows the server's list (the profile) does not load them. The caller refreshes the page
// (router.refresh()) to show the server's new order and default.

const calls = () => import("@/lib/addresses/queries");

/**
 * After any change: the viewer is read again (a default address is the shopper's place when none is
 * chosen), and the list the location chooser and checkout may hold in TanStack Query is marked stale.
 */
export async function addressesChanged(): Promise<void> {
  const { addressKeys } = await calls();
  await Promise.all([
    forgetViewer(),
    import("@/lib/query/client").then(({ appQueryClient }) =>
      appQueryClient().invalidateQueries({ queryKey: addressKeys.list(), exact: true }),
    ),
  ]);
}

/** A write of the address book: `run` resolves with the answer once the list is marked stale, or rejects with the call's error. */
function useAddressWrite<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const [isPending, startTransition] = useTransition();
  const run = (input: Input) => {
    // Started in the click, outside the transition, which only waits for it (see lib/orders/use-orders.ts).
    const pending = call(input);
    return new Promise<Answer>((resolve, reject) =>
      startTransition(async () => {
        try {
          const answer = await pending;
          await addressesChanged();
          resolve(answer);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
  };
  return { run, isPending };
}

/** The words to show for a failed write (the API client's own "Network Error" when its code cannot load). */
export function addressErrorMessage(error: unknown): Promise<string> {
  return import("@/lib/api/client").then(
    ({ errorMessage }) => errorMessage(error),
    () => "Network Error",
  );
}

/** Adds an address (no id) or changes one. */
export function useSaveAddress() {
  return useAddressWrite(async ({ id, input }: { id?: string; input: AddressBody }): Promise<AddressSaved> => {
    const { createAddress, updateAddress } = await calls();
    return id ? updateAddress(id, input) : createAddress(input);
  });
}

/** Makes a saved address the default (PUT with `isDefault: true`). */
export function useMakeDefaultAddress() {
  return useAddressWrite(async (address: ApiAddress): Promise<AddressSaved> => {
    const { addressInput, updateAddress } = await calls();
    return updateAddress(address._id, addressInput(address, true));
  });
}

/** Deletes a saved address by id (the server moves the default if it was this one). */
export function useRemoveAddress() {
  return useAddressWrite(async (id: string): Promise<AddressDeleted> => (await calls()).deleteAddress(id));
}
