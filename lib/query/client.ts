"use client";
import { QueryClient } from "@tanstack/react-query";

// The app's TanStack Query client, passed to each hook (`useQuery(options, appQueryClient())`) instead
// of a provider at the root: a provider needs the client, and the client's code (about 10 kB gzip)
// would then load on every page, the cached public ones included, which read nothing through it.
// Only the parts that call the API through TanStack Query pay for it, when they load.

function makeClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
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
    browserClient.mount(); // what a provider did: refetch on reconnect
  }
  return browserClient;
}
