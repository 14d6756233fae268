"use client";
import { useWrite } from "@/lib/query/use-write";
import type { AddReviewAnswer, AddReviewRequest, ApiOrder, CancelOrderAnswer } from "@/lib/orders/contract";

// Past Orders' writes. The list is rendered on the server and reads nothing through TanStack Query, so
// they are `useWrite`s (docs/decisions/0002); the caller then refreshes the page's server
// components (router.refresh) to show the order as it now is.
// The calls, the API client under them and Reorder's cart code are fetched at the first write, not with
// the page: a list that is only looked at (most visits) loads none of them. So an error reaches
// `onError` already as the words to show (errorMessage comes with the API client).

type Handlers<Answer> = {
  onSuccess?: (answer: Answer) => void;
  /** The error, as the message to show. */
  onError: (message: string) => void;
};

const calls = () => import("@/lib/orders/queries");
const messageOf = async (error: unknown) => (await import("@/lib/api/client")).errorMessage(error);

/** Cancel Order, by the order's id. */
export function useCancelOrder({ onSuccess, onError }: Handlers<CancelOrderAnswer>) {
  return useWrite({
    mutationFn: async (orderId: string) => (await calls()).cancelOrder(orderId),
    onSuccess,
    onError: async (error) => onError(await messageOf(error)),
  });
}

/** Rate a delivered order. */
export function useAddReview({ onSuccess, onError }: Handlers<AddReviewAnswer>) {
  return useWrite({
    mutationFn: async (input: AddReviewRequest) => (await calls()).addReview(input),
    onSuccess,
    onError: async (error) => onError(await messageOf(error)),
  });
}

/** Reorder: the order's dishes that are still on the menu replace the cart, which opens (lib/orders/reorder.ts). */
export function useReorder({ onError }: Pick<Handlers<void>, "onError">) {
  return useWrite({
    mutationFn: async (order: ApiOrder) => (await import("@/lib/orders/reorder")).reorder(order),
    onError: async (error) => onError(await messageOf(error)),
  });
}
