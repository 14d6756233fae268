"use client";
import { Icon } from "@/components/ui/icon";
import { lazyClient } from "@/components/ui/lazy-client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { ApiOrder } from "@/lib/orders/contract";
import { useCancelOrder, useReorder } from "@/lib/orders/use-orders";
import { toast } from "@/lib/ui/toast";

// Dialog and form code is fetched the first time someone cancels or rates, not with the list.
const CancelOrderModal = lazyClient(() => import("./cancel-order-modal").then((m) => m.CancelOrderModal));
const ReviewForm = lazyClient(
  () => import("./review-form").then((m) => m.ReviewForm),
  <p className="text-sm text-muted">Loading…</p>,
);

type OrderCardActionsProps = Readonly<{
  order: ApiOrder;
  /** The order's total, drawn by the card: the buttons share its row. */
  total: ReactNode;
  /** What the card shows under that row (refund, rating); the rating form opens after it. */
  children?: ReactNode;
}>;

/**
 * The client part of a past order's card: Cancel Order (pending, behind the spec's question), Rate
 * this order and Reorder (delivered). After a write the page's server components are rendered again
 * (router.refresh), so the card shows the order as the server now has it; the dialog or form stays
 * until then, and focus goes where the control that had it used to be.
 */
export function OrderCardActions({ order, total, children }: OrderCardActionsProps) {
  const router = useRouter();
  const [reloading, startReload] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [cancelUsed, setCancelUsed] = useState(false);
  const [rating, setRating] = useState(false);

  // What to do once the refreshed card is on screen (close the dialog, focus the new rating).
  const afterReload = useRef<(() => void) | null>(null);
  const reload = (then: () => void) => {
    afterReload.current = then;
    startReload(() => router.refresh());
  };
  useEffect(() => {
    if (reloading || !afterReload.current) return;
    const then = afterReload.current;
    afterReload.current = null;
    then();
  }, [reloading]);

  const cancel = useCancelOrder({
    onSuccess: (answer) => toast.success(answer.message || "Your order is cancelled"),
    // A 409 (the restaurant sent it out meanwhile) too: the refresh shows the order as it is now.
    onError: (message) => toast.error(message),
  });
  const cancelBusy = cancel.isPending || (reloading && confirming);
  const confirmCancel = () => {
    void cancel.run(order._id).then(() => reload(() => setConfirming(false)));
  };

  const reorder = useReorder({ onError: (message) => toast.error(message) });

  const pending = order.deliveryStatus === "pending";
  const delivered = order.deliveryStatus === "delivered";
  const canRate = delivered && !order.review;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {total}
        {(pending || delivered) && (
          <div className="flex flex-wrap gap-2">
            {pending && (
              <Button
                variant="outline"
                onClick={() => {
                  setConfirming(true);
                  setCancelUsed(true);
                }}
              >
                <Icon name="x-circle" className="h-4 w-4" /> Cancel Order
              </Button>
            )}
            {canRate && !rating && (
              <Button variant="secondary" onClick={() => setRating(true)}>
                <Icon name="star" className="h-4 w-4" /> Rate this order
              </Button>
            )}
            {delivered && (
              <Button onClick={() => void reorder.run(order)} disabled={reorder.isPending}>
                <Icon name="rotate-ccw" className="h-4 w-4" /> {reorder.isPending ? "Adding…" : "Reorder"}
              </Button>
            )}
          </div>
        )}
      </div>
      {children}
      {canRate && rating && (
        <ReviewForm
          orderId={order._id}
          busy={reloading}
          onCancel={() => setRating(false)}
          onDone={() =>
            reload(() => {
              setRating(false);
              // The form is gone: focus the rating that took its place.
              document.getElementById(`order-${order._id}-review`)?.focus();
            })
          }
        />
      )}
      {cancelUsed && (
        <CancelOrderModal
          open={confirming}
          busy={cancelBusy}
          onConfirm={confirmCancel}
          onClose={() => !cancelBusy && setConfirming(false)}
          fallbackFocus={() => document.getElementById(`order-${order._id}-status`)}
        />
      )}
    </>
  );
}
