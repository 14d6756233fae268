"use client";
// eslint-disable-next-line no-restricted-imports -- the one place that hands it the app's client
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { appQueryClient } from "@/lib/query/client";

/** Puts queries the server read into the app's client before the parts below ask for them. */
export function Hydrate({ state, children }: Readonly<{ state: DehydratedState; children: ReactNode }>) {
  return (
    <HydrationBoundary state={state} queryClient={appQueryClient()}>
      {children}
    </HydrationBoundary>
  );
}
