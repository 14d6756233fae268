"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { appQueryClient } from "@/lib/query/client";

/**
 * The owner console's one TanStack Query provider (docs/decisions/0013): under app/restaurant/ every
 * read is a useQuery and every write a useMutation, their client from useQueryClient(). The client is
 * the tab's one appQueryClient(), so a login or logout empties it like the customer pages' lazy parts.
 */
export function OwnerQueries({ children }: Readonly<{ children: ReactNode }>) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
