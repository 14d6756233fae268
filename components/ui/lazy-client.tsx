"use client";
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

// Parts fetched when first wanted (dialogs, panels, the toaster, live updates, charts) go through this
// instead of next/dynamic: React.lazy is already in React, while next/dynamic brought about 1 kB gzip of
// Next's loadable runtime into every page's first load (issue 16). Like `dynamic(..., { ssr: false })`,
// the part is never rendered on the server or during hydration, so its chunk is fetched only once the
// page is interactive and the part is actually rendered.

const noSubscription = () => () => {};

/** False on the server and while the page hydrates, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A component whose code is fetched the first time it renders in the browser; `fallback` shows (on the
 * server, while hydrating and while the chunk loads) in its place, e.g. a placeholder of the same size.
 */
export function lazyClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // lazy() widens the props with React's internal attributes; the component takes exactly P.
  const Part = Loaded as unknown as ComponentType<P>;
  function LazyClient(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyClient;
}
