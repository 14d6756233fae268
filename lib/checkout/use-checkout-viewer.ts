"use client";
import { useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { apiFetch } from "@/lib/api/client";
import { checkoutKeys } from "@/lib/checkout/queries";
import { getCheckoutViewer, type CheckoutViewer } from "@/lib/checkout/viewer";

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
  return useQuery(
    { queryKey: checkoutKeys.viewer(), queryFn: loadCheckoutViewer, staleTime: 60_000 },
    appQueryClient(),
  );
}

/** Who is pressing Order For now: asked afresh (a session may have ended or begun in another tab). */
export function readCheckoutViewerNow(): Promise<CheckoutViewer> {
  return appQueryClient().fetchQuery({ queryKey: checkoutKeys.viewer(), queryFn: loadCheckoutViewer, staleTime: 0 });
}
