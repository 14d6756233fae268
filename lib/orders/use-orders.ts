"use client";
import { useTransition } from "react";
import type { AddReviewAnswer, AddReviewRequest, ApiOrder, CancelOrderAnswer } from "@/lib/orders/contract";

// Past Orders' writes, the customer pages' way (docs/decisions/0013): a React transition is the pending
// flag and the call goes through the API client; the caller then refreshes the page's server components
// (router.refresh) to show the order as it now is.
// The calls, the API client under them and Reorder's cart code are fetched at the first write, not with
// the page: a list that is only looked at (most visits) loads none of them. So an error reaches
// `onError` already as the words to show (errorMessage comes with the API client).

type Handlers<Answer> = {
  onSuccess?: (answer: Answer) => void;
  /** The error, as the message to show. */
  onError: (message: string) => void;
};

const calls = () => import("@/lib/orders/queries");
const messageOf = async (error: unknown) =>
  import("@/lib/api/client").then(
    ({ errorMessage }) => errorMessage(error),
    () => "Network Error",
  );

/** One write of the list: `run` settles (never rejects) once the handlers ran; `isPending` meanwhile. */
function useOrderWrite<Input, Answer>(
  call: (input: Input) => Promise<Answer>,
  { onSuccess, onError }: Handlers<Answer>,
) {
  const [isPending, startTransition] = useTransition();
  const run = (input: Input) => {
    // Started in the click, outside the transition, which only waits for it: Reorder's code fetched from
    // inside an async transition was seen never to arrive (its journey in tests/e2e/orders.spec.ts).
    const answer = call(input);
    return new Promise<void>((settled) =>
      startTransition(async () => {
        try {
          onSuccess?.(await answer);
        } catch (error) {
          onError(await messageOf(error));
        } finally {
          settled();
        }
      }),
    );
  };
  return { run, isPending };
}

/** Cancel Order, by the order's id. */
export function useCancelOrder(handlers: Handlers<CancelOrderAnswer>) {
  return useOrderWrite(async (orderId: string) => (await calls()).cancelOrder(orderId), handlers);
}

/** Rate a delivered order. */
export function useAddReview(handlers: Handlers<AddReviewAnswer>) {
  return useOrderWrite(async (input: AddReviewRequest) => (await calls()).addReview(input), handlers);
}

/** Reorder: the order's dishes that are still on the menu replace the cart, which opens (lib/orders/reorder.ts). */
export function useReorder({ onError }: Pick<Handlers<void>, "onError">) {
  return useOrderWrite(async (order: ApiOrder) => (await import("@/lib/orders/reorder")).reorder(order), { onError });
}
