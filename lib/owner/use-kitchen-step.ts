import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { acceptOrder, markOrderPreparing, markOrderReady, rejectOrder } from "@/lib/kitchen/queries";

/** What the owner does to a new order in the kitchen, from its card. */
export type KitchenStep =
  | { kind: "accept"; prepMinutes: number }
  | { kind: "reject"; reason: string }
  | { kind: "prepare" }
  | { kind: "ready" };

type Callbacks = Pick<UseMutationOptions<KitchenStepAnswer, Error, KitchenStep>, "onSuccess" | "onError" | "onSettled">;

function send(orderId: string, step: KitchenStep): Promise<KitchenStepAnswer> {
  switch (step.kind) {
    case "accept":
      return acceptOrder({ _id: orderId, prepMinutes: step.prepMinutes });
    case "reject":
      return rejectOrder({ _id: orderId, reason: step.reason });
    case "prepare":
      return markOrderPreparing(orderId);
    case "ready":
      return markOrderReady(orderId);
  }
}

/**
 * One kitchen step of one order under the loading overlay; the caller refreshes the server-rendered
 * list when it settles (as useOrderChange). Under the owner console's provider.
 */
export function useKitchenStep(orderId: string, callbacks: Callbacks) {
  return useMutation({ mutationFn: (step: KitchenStep) => send(orderId, step), ...callbacks, meta: { loading: true } });
}
