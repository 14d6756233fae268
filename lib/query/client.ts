"use client";
import { MutationCache, QueryClient } from "@tanstack/react-query";
import { useUiStore } from "@/lib/ui/store";
import { onViewerSwitch } from "@/lib/viewer/use-viewer";

// The app's one TanStack Query client (decision 0013). The owner console provides it once in its layout
// (components/owner/owner-queries.tsx) and its hooks take it from useQueryClient(); the customer pages'
// lazily loaded parts that read through TanStack (cart checks, search, the delivery area, the location
// chooser) pass it to `useQuery(options, appQueryClient())`, since a provider at the root would load the
// client's code (about 10 kB gzip) on every page, the cached public ones included.

// Writes through TanStack are the owner console's `useMutation`s: the fetcher comes from the domain's
// `lib/<domain>/queries.ts`, success invalidates (or sets) that domain's keys, and `meta: { loading: true }`
// puts up the spec's full-screen 'Loading..' overlay for as long as it runs. Customer pages write in a
// React transition through the API client instead (no bytes).
declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { loading?: boolean };
  }
}

function makeClient(): QueryClient {
  const ui = () => useUiStore.getState();
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => {
        if (mutation.meta?.loading) ui().startLoading();
      },
      onSettled: (_data, _error, _variables, _result, mutation) => {
        if (mutation.meta?.loading) ui().stopLoading();
      },
    }),
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client per tab (queries are shared by every part of the page and survive navigations); on the
 * server a new one per call, so nothing read for one request can reach another. So a server reading
 * reaches a hook as its `initialData` (never by hydrating a client: the hook would not see it while
 * the server renders, and the browser's first render would differ from the server's HTML).
 */
export function appQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeClient();
  if (!browserClient) {
    browserClient = makeClient();
    browserClient.mount(); // refetch on reconnect (a provider mounts it too; mounting twice is counted)
    const client = browserClient;
    // At a login or logout nothing read for the previous person stays (lib/viewer/use-viewer.ts).
    onViewerSwitch(() => client.removeQueries());
  }
  return browserClient;
}
