import { OrderItems } from "@/components/orders/order-items";
import { MapPin, Printer, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { STATUS_LABELS } from "@/components/orders/status-words";
import { OrderStatusControl } from "@/components/owner/order-status-control";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { KitchenControl } from "@/components/owner/kitchen-control";
import { KITCHEN_LABELS, readyByLine } from "@/components/owner/kitchen-words";
import type { KitchenStatus } from "@/lib/kitchen/status";
import { formatDateTime, formatTime } from "@/lib/ui/format";
import type { ApiOrder } from "@/lib/orders/contract";
import type { WireStatus } from "@/lib/orders/status";
import { cn } from "@/lib/ui/cn";
import { formatRupees } from "@/lib/ui/format";
import { ticketHref } from "@/lib/tickets/links";
import { paymentLine } from "@/components/orders/payment-words";
import { CodCollect } from "@/components/owner/cod-collect";
import { DeliveryPanel } from "@/components/owner/delivery-panel";

const STATUS_STYLE: Record<WireStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  "out for delivery": "bg-sky-50 text-sky-800 ring-sky-200",
  delivered: "bg-green-50 text-veg ring-green-200",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-300",
};

const KITCHEN_STYLE: Record<KitchenStatus, string> = {
  placed: "bg-brand-50 text-brand-700 ring-brand-200",
  accepted: "bg-sky-50 text-sky-800 ring-sky-200",
  preparing: "bg-amber-50 text-amber-800 ring-amber-200",
  ready: "bg-green-50 text-veg ring-green-200",
  rejected: "bg-stone-100 text-stone-700 ring-stone-300",
};

/** One order as the restaurant sees it: who it goes to, what is in it, the total, and what can be done next. */
export function OwnerOrderCard({
  order,
  defaultPrepMinutes,
}: Readonly<{ order: ApiOrder; defaultPrepMinutes: number }>) {
  const headingId = `order-${order._id}`;
  const { address, city, state } = order.deliveryLocation;
  const open = order.deliveryStatus !== "delivered" && order.deliveryStatus !== "cancelled";
  // The kitchen's steps belong to a paid order still in the kitchen (issue 30).
  // A cash on delivery order is placed, not paid, until it is collected at the door.
  const placed = order.paymentStatus === "paid" || order.paymentStatus === "cod_due";
  const inKitchen = order.deliveryStatus === "pending" && placed;
  const collect =
    order.paymentStatus === "cod_due" &&
    order.codRefusedAt === null &&
    (order.deliveryStatus === "out for delivery" || order.deliveryStatus === "delivered");
  const payment = paymentLine(order);
  const readyBy = readyByLine(order.readyBy, order.kitchenStatus);
  const showKitchen = inKitchen || order.kitchenStatus === "rejected";
  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order._id}
      // "View order" on a new order's toast scrolls here and moves focus to the card.
      tabIndex={-1}
      className="scroll-mt-2 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 focus:outline-none focus:ring-2 focus:ring-orange-600"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 px-4 pt-4 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="scroll-mt-2 text-base font-bold">
            Order <span className="break-all font-mono text-sm font-semibold text-muted">#{order._id}</span>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          {readyBy && inKitchen && (
            <p className="mt-0.5 text-sm font-semibold text-ink">
              <time dateTime={order.readyBy ?? undefined}>{readyBy}</time>
              {order.prepMinutes ? <span className="font-normal text-muted"> ({order.prepMinutes} min)</span> : null}
            </p>
          )}
          <DeliveryTimes order={order} />
          {payment && (
            <p data-testid="payment-line" className="mt-0.5 text-sm font-semibold text-ink">
              {payment}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {showKitchen && (
            <span
              data-kitchen-status={order.kitchenStatus}
              className={cn("rounded-full px-3 py-1 text-xs font-bold ring-1", KITCHEN_STYLE[order.kitchenStatus])}
            >
              <span className="sr-only">Kitchen: </span>
              {KITCHEN_LABELS[order.kitchenStatus]}
            </span>
          )}
          <span className={cn("rounded-full px-3 py-1 text-xs font-bold ring-1", STATUS_STYLE[order.deliveryStatus])}>
            {STATUS_LABELS[order.deliveryStatus]}
          </span>
          {order.deliveryStatus !== "cancelled" && (
            <AppLink href={ticketHref(order._id)} className={buttonClasses("outline", "sm", "shrink-0")}>
              <Printer className="h-4 w-4" aria-hidden /> Print ticket
            </AppLink>
          )}
        </div>
      </header>

      <div className="grid gap-5 px-4 py-4 text-sm sm:grid-cols-[2fr_3fr] sm:px-5">
        <Block id={`${headingId}-to`} title="To" icon={<MapPin className="h-4 w-4" aria-hidden />}>
          <p className="font-semibold text-ink">{order.customerName}</p>
          <p>{address}</p>
          <p>
            {city}, {state}
          </p>
        </Block>
        <Block id={`${headingId}-items`} title="Order Details :" icon={<ReceiptText className="h-4 w-4" aria-hidden />}>
          <OrderItems items={order.items} className="space-y-1.5" />
        </Block>
      </div>

      <footer className="flex flex-col gap-3 border-t border-stone-200 bg-stone-50/70 px-4 py-4 sm:px-5">
        {inKitchen && (
          <KitchenControl
            orderId={order._id}
            kitchenStatus={order.kitchenStatus}
            totalPrice={order.totalPrice}
            defaultPrepMinutes={defaultPrepMinutes}
          />
        )}
        {order.delivery && <DeliveryPanel orderId={order._id} delivery={order.delivery} />}
        {order.kitchenStatus === "rejected" && order.rejectReason && (
          <p className="text-sm text-muted">Rejected: {order.rejectReason}</p>
        )}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <p className="text-base">
              Total <span className="ml-1 text-lg font-extrabold tabular-nums">{formatRupees(order.totalPrice)}</span>
            </p>
            {collect && <CodCollect order={order} />}
          </div>
          {open && (
            <OrderStatusControl
              orderId={order._id}
              status={order.deliveryStatus}
              totalPrice={order.totalPrice}
              paid={order.paymentStatus === "paid"}
            />
          )}
        </div>
        {order.refund && (
          <p
            className={cn(
              "rounded-xl px-3 py-2 text-sm font-medium",
              order.refund.status === "refunded" ? "bg-green-50 text-veg" : "bg-amber-50 text-amber-800",
            )}
          >
            {order.refund.status === "refunded"
              ? `${formatRupees(order.refund.amount)} refunded to the customer`
              : `Refund of ${formatRupees(order.refund.amount)} is pending`}
          </p>
        )}
      </footer>
    </article>
  );
}

type BlockProps = Readonly<{ id: string; title: string; icon: ReactNode; children: ReactNode }>;

function Block({ id, title, icon, children }: BlockProps) {
  return (
    <section aria-labelledby={id} className="min-w-0 break-words text-muted">
      <h3
        id={id}
        className="mb-1.5 flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-stone-500"
      >
        {icon} {title}
      </h3>
      {children}
    </section>
  );
}

/** When an order left and should arrive (out for delivery), or when it arrived (delivered), compactly. */
function DeliveryTimes({ order }: Readonly<{ order: ApiOrder }>) {
  const left = order.outForDeliveryAt;
  if (order.deliveryStatus === "out for delivery" && left) {
    return (
      <p className="mt-0.5 text-sm text-muted">
        Left at <time dateTime={left}>{formatTime(left)}</time>
        {order.estimatedDeliveryBy && (
          <>
            {" · "}
            <span className="font-semibold text-ink">
              Arriving by <time dateTime={order.estimatedDeliveryBy}>{formatTime(order.estimatedDeliveryBy)}</time>
            </span>
          </>
        )}
      </p>
    );
  }
  if (order.deliveryStatus === "delivered" && order.deliveredAt) {
    return (
      <p className="mt-0.5 text-sm text-muted">
        Delivered at <time dateTime={order.deliveredAt}>{formatTime(order.deliveredAt)}</time>
      </p>
    );
  }
  return null;
}
