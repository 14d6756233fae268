"use client";
import { RotateCcw, Star, XCircle } from "lucide-react";
import dynamic from "next/dynamic";
import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Button, buttonClasses } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api/client";
import { OrderCard } from "./order-card";
import type { StatusChoice } from "./order-status";
import type { ApiOrder, OrdersPage } from "@/lib/orders/contract";
import { flattenOrders } from "@/lib/orders/queries";
import { replaceOrder, useCancelOrder, useOrdersList } from "@/lib/orders/use-orders";

// Dialog and form code is fetched the first time someone cancels or rates, not with the list.
const CancelOrderModal = dynamic(() => import("./cancel-order-modal").then((m) => m.CancelOrderModal), {
  ssr: false,
});
const ReviewForm = dynamic(() => import("./review-form").then((m) => m.ReviewForm), {
  ssr: false,
  loading: () => <p className="text-sm text-muted">Loading…</p>,
});

type OrdersListProps = Readonly<{
  customerId: string;
  choice: StatusChoice;
  /** The first page, rendered on the server. */
  initial: OrdersPage;
  renderedAt: number;
}>;

/** Past orders, newest first: the server's first page, then Load more; Cancel, Reorder and Rate in place. */
export function OrdersList({ customerId, choice, initial, renderedAt }: OrdersListProps) {
  const { key, query } = useOrdersList(customerId, choice.status, initial, renderedAt);
  const pages = query.data?.pages ?? [initial];
  const orders = flattenOrders(pages);
  const total = pages[pages.length - 1]?.total ?? initial.total;

  const [cancelling, setCancelling] = useState<ApiOrder | null>(null);
  const [cancelUsed, setCancelUsed] = useState(false);
  const [cancelledId, setCancelledId] = useState<string | null>(null);
  const [rating, setRating] = useState<string | null>(null);
  const [reordering, setReordering] = useState<string | null>(null);

  const cancel = useCancelOrder(key, {
    onSuccess: (answer, order) => {
      setCancelledId(order._id);
      setCancelling(null);
      toast.success(answer.message || "Your order is cancelled");
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setCancelling(null);
      // Someone else moved the order on (the restaurant sent it out): show it as it is now.
      if (error instanceof ApiError && error.status === 409) void query.refetch();
    },
  });

  // What should take focus once it is on screen: the control that had it is about to disappear.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const target = pendingFocus.current && document.querySelector<HTMLElement>(pendingFocus.current);
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const loadMore = async () => {
    // The button may be gone after this page: focus goes on to the first order that arrives.
    pendingFocus.current = `#orders-list > li:nth-child(${orders.length + 1}) h2`;
    const result = await query.fetchNextPage();
    if (result.isError) pendingFocus.current = null;
  };

  const onReorder = async (order: ApiOrder) => {
    setReordering(order._id);
    try {
      const { reorder } = await import("@/lib/orders/reorder");
      await reorder(order);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setReordering(null);
    }
  };

  if (orders.length === 0) return <EmptyOrders filtered={choice.status !== undefined} />;

  return (
    <>
      <p role="status" className="text-sm text-muted">
        {total === 1 ? "1 order" : `Showing ${orders.length} of ${total} orders`}
      </p>
      <ul id="orders-list" className="mt-4 flex flex-col gap-6">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard
              order={order}
              actions={
                <>
                  {order.deliveryStatus === "pending" && (
                    <Button
                      variant="outline"
                      onClick={() => {
                        setCancelling(order);
                        setCancelUsed(true);
                      }}
                    >
                      <XCircle className="h-4 w-4" aria-hidden /> Cancel Order
                    </Button>
                  )}
                  {order.deliveryStatus === "delivered" && !order.review && rating !== order._id && (
                    <Button variant="secondary" onClick={() => setRating(order._id)}>
                      <Star className="h-4 w-4" aria-hidden /> Rate this order
                    </Button>
                  )}
                  {order.deliveryStatus === "delivered" && (
                    <Button onClick={() => void onReorder(order)} disabled={reordering === order._id}>
                      <RotateCcw className="h-4 w-4" aria-hidden /> {reordering === order._id ? "Adding…" : "Reorder"}
                    </Button>
                  )}
                </>
              }
              review={
                rating === order._id && !order.review ? (
                  <ReviewForm
                    orderId={order._id}
                    onCancel={() => setRating(null)}
                    onDone={(review) => {
                      replaceOrder(key, order._id, (o) => ({ ...o, review }));
                      setRating(null);
                      // The form is gone: focus the rating that took its place.
                      pendingFocus.current = `#order-${order._id}-review`;
                    }}
                  />
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void loadMore()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p className="mt-3 text-center text-sm text-red-700">Could not load more orders. Try again.</p>
      )}
      {cancelUsed && (
        <CancelOrderModal
          open={cancelling !== null}
          busy={cancel.isPending}
          onConfirm={() => cancelling && cancel.mutate(cancelling)}
          onClose={() => !cancel.isPending && setCancelling(null)}
          fallbackFocus={() => (cancelledId ? document.getElementById(`order-${cancelledId}-status`) : null)}
        />
      )}
    </>
  );
}

function EmptyOrders({ filtered }: Readonly<{ filtered: boolean }>) {
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
      <Image src="/images/no-orders.webp" alt="" width={240} height={180} className="h-auto w-48" />
      {filtered ? (
        <p className="text-lg font-semibold text-muted">No matched orders found...</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-muted">Looks like you haven&apos;t made any orders yet...</p>
          <AppLink href="/restaurants" className={buttonClasses("primary", "lg")}>
            Order Now
          </AppLink>
        </>
      )}
    </div>
  );
}
