"use client";
import { useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { checkoutKeys, loadCheckoutViewer } from "@/lib/checkout/queries";
import type { CheckoutViewer } from "@/lib/checkout/viewer";

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
