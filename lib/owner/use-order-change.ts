import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { OrderChanged, SettableStatus } from "@/lib/owner/contract";
import { cancelOrder, updateOrderStatus } from "@/lib/owner/queries";

/** What the owner does to an order from its card: move it on, or cancel it (with a reason or none). */
export type OrderChange = { kind: "status"; status: SettableStatus } | { kind: "cancel"; reason?: string };

type Callbacks = Pick<UseMutationOptions<OrderChanged, Error, OrderChange>, "onSuccess" | "onError" | "onSettled">;

/**
 * Changes one order under the loading overlay. The orders list is rendered on the server, so the
 * caller refreshes the page when it settles (the callbacks say how to report it). Under the owner
 * console's provider (app/restaurant/layout.tsx).
 */
export function useOrderChange(orderId: string, callbacks: Callbacks) {
  return useMutation({
    mutationFn: (change: OrderChange) =>
      change.kind === "status" ? updateOrderStatus(orderId, change.status) : cancelOrder(orderId, change.reason),
    ...callbacks,
    meta: { loading: true },
  });
}
