import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import type { ApiOrder } from "@/lib/orders/contract";
import { formatDateTime, formatRupees } from "@/lib/ui/format";

/**
 * The result screen of a payment handled before (an old /paymentStatus URL from history, a restored
 * tab, Back): what that payment bought, read only. Showing it changes nothing: not the cart, not the
 * stored order, no success dialog.
 */
export function PaymentReceipt({ order }: Readonly<{ order: ApiOrder }>) {
  const refund = order.refund;
  return (
    <section
      aria-labelledby="payment-receipt-heading"
      className="mx-auto flex max-w-lg flex-col rounded-3xl bg-white px-6 py-8 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-col items-center text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-50">
          <Icon name="receipt-text" className="h-8 w-8 text-veg" />
        </span>
        <h1 id="payment-receipt-heading" className="mt-5 text-xl font-bold">
          Order already placed
        </h1>
        <p className="mt-2 text-sm text-muted">
          This payment was handled on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>. Here is
          its receipt; nothing has changed, and your cart is as you left it.
        </p>
      </div>
      <div className="mt-6 rounded-2xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200">
        <p className="text-base font-bold [overflow-wrap:anywhere]">{order.restaurant_id.name}</p>
        <p className="text-xs text-muted">
          Order ID: <span className="break-all font-mono">{order._id}</span>
        </p>
        <ul aria-label="Items" className="mt-3 flex flex-col gap-1.5">
          {order.items.map((line) => (
            <li key={line.item_id._id} className="flex justify-between gap-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {line.item_id.name} × {line.quantity}
              </span>
              <span className="shrink-0 tabular-nums">{formatRupees(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-col gap-1 border-t border-stone-200 pt-3">
          <div className="flex justify-between">
            <dt className="text-muted">Delivery</dt>
            <dd className="tabular-nums">{order.deliveryCharge > 0 ? formatRupees(order.deliveryCharge) : "Free"}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>Total paid</dt>
            <dd className="tabular-nums">{formatRupees(order.totalPrice)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">Delivery Status</dt>
            <dd className="font-semibold">{order.deliveryStatus}</dd>
          </div>
          {refund && (
            <div className="flex justify-between">
              <dt className="text-muted">Refund</dt>
              <dd>
                {refund.status === "refunded"
                  ? `${formatRupees(refund.amount)} refunded`
                  : `${formatRupees(refund.amount)} pending`}
              </dd>
            </div>
          )}
        </dl>
      </div>
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row">
        <AppLink href="/orders" className={buttonClasses("primary", "lg", "whitespace-nowrap sm:flex-1")}>
          Show My Orders
        </AppLink>
        <AppLink href="/restaurants" className={buttonClasses("outline", "lg", "whitespace-nowrap sm:flex-1")}>
          Browse restaurants
        </AppLink>
      </div>
    </section>
  );
}
