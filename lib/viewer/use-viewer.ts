"use client";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { Viewer } from "@/lib/viewer/types";

// Public pages are rendered once and served to everyone from Next's cache; the personal parts on
// them (the account in the top bar, hearts, the delivery place) come from this one small read.

export const viewerKey = ["viewer"] as const;

async function loadViewer(): Promise<Viewer> {
  const response = await fetch("/api/me", { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  return (await response.json()) as Viewer;
}

/** Who is looking at this page; `data` is undefined until the first answer (render a same-sized placeholder). */
export function useViewer() {
  return useQuery({ queryKey: viewerKey, queryFn: loadViewer, staleTime: 60_000, retry: 1 });
}

/** After a login, a logout or a change to the account: the next read asks the server again. */
export function forgetViewer(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: viewerKey });
}
