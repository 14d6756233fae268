"use client";
import { useInfiniteQuery, useMutation, type InfiniteData } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import type { AddReviewAnswer, AddReviewRequest, ApiOrder, CancelOrderAnswer, OrdersPage } from "@/lib/orders/contract";
import { addReview, cancelOrder, fetchOrdersPage, orderKeys, type OrdersListKey } from "@/lib/orders/queries";
import type { WireStatus } from "@/lib/orders/status";

// Past Orders' hooks: the list (the server's first page, then Load more) and its two writes, each of
// which puts the changed order in place in the loaded pages.

/** Puts a changed order in place in every loaded page of the list. */
export function replaceOrder(key: OrdersListKey, orderId: string, change: (order: ApiOrder) => ApiOrder): void {
  appQueryClient().setQueryData<InfiniteData<OrdersPage, number>>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            orders: page.orders.map((order) => (order._id === orderId ? change(order) : order)),
          })),
        }
      : data,
  );
}

/** A customer's orders with one status (or all), starting from the page the server rendered at `renderedAt`. */
export function useOrdersList(
  customerId: string,
  status: WireStatus | undefined,
  initial: OrdersPage,
  renderedAt: number,
) {
  const key = orderKeys.list(customerId, status, renderedAt);
  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam, signal }) => fetchOrdersPage(customerId, status, pageParam, signal),
      initialPageParam: 1,
      initialData: { pages: [initial], pageParams: [1] },
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
      staleTime: Infinity,
    },
    appQueryClient(),
  );
  return { key, query };
}

type Handlers<Answer, Variables> = {
  onSuccess: (answer: Answer, variables: Variables) => void;
  onError: (error: unknown) => void;
};

/** Cancel Order: the cancelled order (with its refund) replaces the pending one in the list. */
export function useCancelOrder(key: OrdersListKey, { onSuccess, onError }: Handlers<CancelOrderAnswer, ApiOrder>) {
  return useMutation(
    {
      mutationFn: (order: ApiOrder) => cancelOrder(order._id),
      onSuccess: (answer, order) => {
        replaceOrder(key, order._id, () => answer.order);
        onSuccess(answer, order);
      },
      onError,
    },
    appQueryClient(),
  );
}

/** Rate this order: the list shows the rating once `onSuccess` has put it in place (replaceOrder). */
export function useAddReview({ onSuccess, onError }: Handlers<AddReviewAnswer, AddReviewRequest>) {
  return useMutation({ mutationFn: addReview, onSuccess, onError }, appQueryClient());
}
