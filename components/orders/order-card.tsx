import { OrderItems } from "@/components/orders/order-items";
import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { OrderCardActions } from "@/components/orders/order-card-actions";
import { Stars } from "@/components/orders/stars";
import { Picture } from "@/components/ui/picture";
import { imageSrc } from "@/lib/images/image-src";
import { formatRupees } from "@/lib/ui/format";
import { BillSummary } from "@/components/money/bill-summary";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, formatTime } from "@/lib/ui/format";
import { OrderTimeline } from "./order-timeline";
import type { DeliveryStatus } from "./order-status";
import type { ApiOrder } from "@/lib/orders/contract";
import { paymentLine } from "@/components/orders/payment-words";
import { riderEstimateOf, type TrackingContext } from "./delivery-panel";
import { LazyLiveArrivalTime } from "./lazy-live-tracking";
import { deliveryHeadline } from "./delivery-words";
import { HelpButton } from "./help-button";
import type { OrderHelpState } from "@/lib/admin/help-contract";

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  "out for delivery": "bg-sky-50 text-sky-800 ring-sky-200",
  delivered: "bg-green-50 text-veg ring-green-200",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-300",
};

/**
 * One past order: restaurant, when, where to, what, how much, and what can still be done with it.
 * A server component: only its actions (Cancel Order, Rate, Reorder) are a client part.
 */
export function OrderCard({
  order,
  tracking,
  help,
}: Readonly<{ order: ApiOrder; tracking?: TrackingContext; help?: OrderHelpState }>) {
  const headingId = `order-${order._id}-heading`;
  const restaurant = order.restaurant_id;
  const { address, city, state } = order.deliveryLocation;
  // A rider has it: the header's time follows the rider's position (issue 32); otherwise the server's estimate.
  const live = riderEstimateOf(order, tracking);
  const arrival = (estimate: string) =>
    live ? <LazyLiveArrivalTime {...live} serverEstimate={estimate} /> : formatTime(estimate);
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      data-order-id={order._id}
    >
      <div className="flex gap-3 p-4 sm:gap-4 sm:p-5">
        <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:h-24 sm:w-24">
          {restaurant.image.imageUrl ? (
            <Picture src={imageSrc(restaurant.image.imageUrl)} alt="" fill sizes="96px" className="object-cover" />
          ) : (
            <Icon name="utensils-crossed" className="absolute inset-0 m-auto h-8 w-8 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} tabIndex={-1} className="text-lg font-bold leading-snug">
            {restaurant.name}
          </h2>
          <p className="mt-0.5 text-xs text-muted">
            {/* Whole: it moves to a line of its own rather than breaking in the middle (issue 27). */}
            Order ID: <span className="whitespace-nowrap font-mono">{order._id}</span>
          </p>
          <p className="mt-0.5 text-sm text-muted">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          {/* Focus lands here after a cancel, when the Cancel Order button is gone. */}
          <p id={`order-${order._id}-status`} tabIndex={-1} className="mt-2 text-sm">
            {order.deliveryStatus === "pending" && order.estimatedDeliveryBy ? (
              // The spec's words; the time is the server's estimate (the kitchen's time plus travel).
              <span className="inline-flex items-center gap-1.5 font-semibold text-amber-800">
                <Icon name="clock" className="h-4 w-4" /> Estimated Delivery By {arrival(order.estimatedDeliveryBy)}
              </span>
            ) : (
              <span className="inline-flex flex-wrap items-center gap-1.5">
                Delivery Status :{" "}
                <span
                  className={cn(
                    "rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ring-1",
                    STATUS_STYLE[order.deliveryStatus],
                  )}
                >
                  {order.deliveryStatus}
                </span>
                <ArrivalNote order={order} arrival={arrival} />
              </span>
            )}
          </p>
          {order.paymentMethod === "cod" && <PaymentNote order={order} className="mt-1 font-semibold text-ink" />}
          {order.cancelledBy === "restaurant" && (
            <p className="mt-1 text-sm text-muted">
              {order.cancelReason
                ? `Cancelled by the restaurant: ${order.cancelReason}`
                : "Cancelled by the restaurant"}
            </p>
          )}
        </div>
      </div>

      <OrderTimeline order={order} tracking={tracking} />

      {/* Side by side on a phone too: stacked, a card was about 700 px tall there (issue 27). */}
      <div className="grid grid-cols-2 gap-3 border-t border-dashed border-stone-200 px-4 py-3 text-sm sm:gap-4 sm:px-5 sm:py-4">
        <Address title="To" icon={<Icon name="map-pin" className="h-4 w-4" />}>
          <p className="font-semibold text-ink">{order.customerName}</p>
          <p>{address}</p>
          <p>
            {city}, {state}
          </p>
        </Address>
        <Address title="Delivery From" icon={<Icon name="store" className="h-4 w-4" />}>
          <p className="font-semibold text-ink">{restaurant.name}</p>
          <p>{restaurant.location.address}</p>
          <p>{restaurant.location.city}</p>
        </Address>
      </div>

      <div className="border-t border-dashed border-stone-200 px-4 py-3 sm:px-5 sm:py-4">
        <h3 className="sr-only">Items</h3>
        <OrderItems items={order.items} className="space-y-2" />
        <details className="group mt-3 rounded-lg text-sm">
          <summary className="cursor-pointer rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
            Bill details
          </summary>
          <BillSummary bill={order.bill} className="mt-2 max-w-sm" />
          {/* How an online order was paid belongs with its bill; a cash order says so in its header. */}
          {order.paymentMethod !== "cod" && <PaymentNote order={order} className="mt-2 font-medium text-muted" />}
          {(order.invoiceNumber || order.creditNoteNumber) && (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {order.invoiceNumber && (
                <a
                  href={`/api/invoice?_id=${encodeURIComponent(order._id)}`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  Tax invoice {order.invoiceNumber} (PDF)
                </a>
              )}
              {order.creditNoteNumber && (
                <a
                  href={`/api/invoice?_id=${encodeURIComponent(order._id)}&kind=credit_note`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  Credit note {order.creditNoteNumber} (PDF)
                </a>
              )}
            </p>
          )}
        </details>
      </div>

      <div className="flex flex-col gap-3 border-t border-stone-200 bg-stone-50/70 px-4 py-3 sm:px-5 sm:py-4">
        <OrderCardActions
          order={order}
          total={
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="text-base">
                Total <span className="ml-1 text-lg font-extrabold tabular-nums">{formatRupees(order.totalPrice)}</span>
              </p>
              {/* Help on this order (issue 33): its thread's status and the Help dialog, beside the total so that
                  a past order stays as compact on a phone as before. */}
              {help && <HelpButton orderId={order._id} help={help} />}
            </div>
          }
        >
          {order.refund ? <RefundNote refund={order.refund} /> : <PartRefundNote order={order} />}
          {order.review && (
            <div id={`order-${order._id}-review`} tabIndex={-1} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">Your rating</span>
              <Stars rating={order.review.rating} />
              {order.review.text && <q className="basis-full text-muted">{order.review.text}</q>}
            </div>
          )}
        </OrderCardActions>
      </div>
    </article>
  );
}

/** Beside the status chip: when an order on its way should arrive, or when a delivered one did. */
function ArrivalNote({ order, arrival }: Readonly<{ order: ApiOrder; arrival: (estimate: string) => ReactNode }>) {
  if (order.deliveryStatus === "out for delivery" && order.estimatedDeliveryBy) {
    return <span className="font-semibold text-sky-800">Arriving by {arrival(order.estimatedDeliveryBy)}</span>;
  }
  if (order.deliveryStatus === "delivered" && order.delivery?.state === "delivered") {
    // Who brought it and when (issue 32), on the card even when its tracker is folded.
    return (
      <span data-testid="delivered-by" className="text-muted">
        {deliveryHeadline(order.delivery)}
      </span>
    );
  }
  if (order.deliveryStatus === "delivered" && order.deliveredAt) {
    return (
      <span className="text-muted">
        Delivered at <time dateTime={order.deliveredAt}>{formatTime(order.deliveredAt)}</time>
      </span>
    );
  }
  return null;
}

function Address({ title, icon, children }: Readonly<{ title: string; icon: ReactNode; children: ReactNode }>) {
  return (
    <div className="min-w-0 text-muted">
      <h3 className="mb-1 flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-stone-500">
        {icon} {title}
      </h3>
      {children}
    </div>
  );
}

function RefundNote({ refund }: Readonly<{ refund: NonNullable<ApiOrder["refund"]> }>) {
  const done = refund.status === "refunded";
  return (
    <p
      className={cn(
        "rounded-xl px-3 py-2 text-sm font-medium",
        done ? "bg-green-50 text-veg" : "bg-amber-50 text-amber-800",
      )}
    >
      {done
        ? `${formatRupees(refund.amount)} refunded to your original payment method`
        : `Refund of ${formatRupees(refund.amount)} is pending`}
    </p>
  );
}

/** A part of the payment the platform refunded (issue 33: a help request's refund), where the spec has no `refund`. */
function PartRefundNote({ order }: Readonly<{ order: ApiOrder }>) {
  if (order.refundedPaise + order.refundPendingPaise === 0) return null;
  const pending = order.refundPendingPaise > 0;
  const amount = (pending ? order.refundPendingPaise : order.refundedPaise) / 100;
  return <RefundNote refund={{ status: pending ? "pending" : "refunded", amount }} />;
}

/** How the order is paid: cash due, paid at the door, or the online method (issue 31 part 6). */
function PaymentNote({ order, className }: Readonly<{ order: ApiOrder; className: string }>) {
  const line = paymentLine(order);
  if (!line) return null;
  return (
    <p data-testid="payment-line" className={cn("text-sm", className)}>
      {line}
    </p>
  );
}
