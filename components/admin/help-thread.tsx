import { AppLink } from "@/components/ui/app-link";
import type { AdminHelpThread } from "@/lib/admin/help-contract";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, formatRupees } from "@/lib/ui/format";

const rupees = (paise: number) => formatRupees(paise / 100);

const REFUND_STATE = { pending: "pending", refunded: "refunded", failed: "failed, being retried" } as const;

/** A help thread's messages as staff read them (who of the staff wrote each), and the refunds issued in it. */
export function HelpThreadMessages({ thread }: Readonly<{ thread: AdminHelpThread }>) {
  return (
    <>
      <ol className="flex flex-col gap-3">
        {thread.messages.map((message) => (
          <li
            key={message._id}
            className={cn(
              "rounded-xl p-4 text-sm ring-1",
              message.fromSupport ? "bg-brand-50 ring-brand-100 sm:ml-8" : "bg-white ring-stone-200 sm:mr-8",
            )}
          >
            <p className="text-xs font-semibold text-stone-600">
              {message.fromSupport ? `${message.author} (${message.authorEmail ?? "staff"})` : message.author} ·{" "}
              <time dateTime={message.at}>{formatDateTime(message.at)}</time>
            </p>
            <p className="mt-1 whitespace-pre-wrap">{message.body}</p>
          </li>
        ))}
      </ol>
      {thread.refunds.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {thread.refunds.map((refund) => (
            <li key={refund._id} className="rounded-lg bg-green-50 px-3 py-2 text-green-900">
              Refund of {rupees(refund.amountPaise)} from this thread: {REFUND_STATE[refund.state]} (
              <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>)
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The thread's order: what it was, what was paid and refunded, and the way to the order's own page. */
export function HelpOrderSummary({ thread }: Readonly<{ thread: AdminHelpThread }>) {
  const { order } = thread;
  const rows: Array<[string, string]> = [
    ["Restaurant", order.restaurant.name],
    ["Status", order.status],
    ["Payment", `${order.paymentMethod === "cod" ? "Cash on delivery" : "Online"} (${order.paymentStatus})`],
    ["Total", rupees(order.totalPaise)],
    ["Paid", rupees(order.paidPaise)],
    ["Refunded", rupees(order.refundedPaise)],
    ["Left to refund", rupees(order.refundablePaise)],
    ["Placed", formatDateTime(order.createdAt)],
  ];
  if (order.deliveredAt) rows.push(["Delivered", formatDateTime(order.deliveredAt)]);
  return (
    <aside aria-labelledby="help-order" className="h-fit rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="help-order" className="font-bold">
        Order {order.orderNumber}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-3 text-sm font-semibold">Items</h3>
      <ul className="mt-1 text-sm text-stone-700">
        {order.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.quantity} × {item.name} ({rupees(item.unitPricePaise * item.quantity)})
          </li>
        ))}
      </ul>
      <AppLink
        href={`/admin/orders/${order._id}`}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Open the order
      </AppLink>
    </aside>
  );
}
