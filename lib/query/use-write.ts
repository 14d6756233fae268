"use client";
import { useState } from "react";
import { useUiStore } from "@/lib/ui/store";

// The write for pages that read nothing through TanStack Query (the TEST MODE gateway,
// /restaurant/addmenuitem, /restaurant/settings, the image pickers).
// There `useMutation` would bring the query client's code (about 9-10 kB gzip) into a first load that
// has no other use for it and take those pages over their JS budget. So this hook takes the same options
// as `useMutation` (mutationFn, meta.loading, onSuccess, onError) and answers the same fields
// (mutate, mutateAsync, isPending): a page that starts reading through TanStack swaps the import, nothing
// else. The rule, in one line: a page that reads through TanStack writes with useMutation; one that
// does not writes with useWrite. The one exception is the favourite heart (lib/favourites/use-toggle-favourite.ts),
// on every cached public page, where even this hook's 0.3 kB took /favourites over its budget.

export type WriteOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** `loading: true` shows the spec's full-screen 'Loading..' overlay while the call runs. */
  meta?: { loading?: boolean };
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: unknown, variables: TVariables) => unknown;
};

export type Write<TData, TVariables> = {
  /** Runs the call; rejects with its error (after onError). */
  mutateAsync: (variables: TVariables) => Promise<TData>;
  /** Runs the call; its error is left to onError. */
  mutate: (variables: TVariables) => void;
  isPending: boolean;
};

/** What a write touches around its call: its own pending flag and the overlay's counter. */
export type WriteEffects = {
  setPending: (pending: boolean) => void;
  startLoading: () => void;
  stopLoading: () => void;
};

/** One run of a write: pending and overlay on for exactly as long as the call and its onSuccess/onError run. */
export async function runWrite<TData, TVariables>(
  options: WriteOptions<TData, TVariables>,
  variables: TVariables,
  effects: WriteEffects,
): Promise<TData> {
  const { mutationFn, meta, onSuccess, onError } = options;
  effects.setPending(true);
  if (meta?.loading) effects.startLoading();
  try {
    const data = await mutationFn(variables);
    await onSuccess?.(data, variables);
    return data;
  } catch (error) {
    await onError?.(error, variables);
    throw error;
  } finally {
    if (meta?.loading) effects.stopLoading();
    effects.setPending(false);
  }
}

export function useWrite<TData, TVariables = void>(options: WriteOptions<TData, TVariables>): Write<TData, TVariables> {
  const [isPending, setPending] = useState(false);
  const { startLoading, stopLoading } = useUiStore.getState();
  const mutateAsync = (variables: TVariables) =>
    runWrite(options, variables, { setPending, startLoading, stopLoading });
  return { mutateAsync, mutate: (variables) => void mutateAsync(variables).catch(() => undefined), isPending };
}
