"use client";
import { useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { apiFetch } from "@/lib/api/client";
import { getCheckoutViewer, type CheckoutViewer } from "./viewer";

export const checkoutViewerKey = ["checkout", "viewer"] as const;

/** Who is checking out; a visitor whose hour-long session lapsed is renewed from the refresh cookie first. */
export async function loadCheckoutViewer(): Promise<CheckoutViewer> {
  const viewer = await getCheckoutViewer();
  if (viewer.kind !== "visitor" || !viewer.canRenew) return viewer;
  const renewed = await apiFetch("/api/refreshAccessToken", { method: "POST", json: {}, reauth: false }).then(
    () => true,
    () => false,
  );
  return renewed ? getCheckoutViewer() : viewer;
}

/** The viewer Order For just looked up (the details modal reads the email from it). */
export function useCheckoutViewer() {
  return useQuery({ queryKey: checkoutViewerKey, queryFn: loadCheckoutViewer, staleTime: 60_000 }, appQueryClient());
}
