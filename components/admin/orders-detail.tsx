import type { ReactNode } from "react";
import { OrderStatusBadge } from "@/components/admin/orders-search";
import { AppLink } from "@/components/ui/app-link";
import type { AdminOrderDetail } from "@/lib/admin/orders-contract";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, formatRupees } from "@/lib/ui/format";

// One order as the console shows it (issue 33 item 3): who and what, the bill, the timeline, payments, refunds,
// ledger entries, messages sent, the delivery with the rider's track, and the help threads (answered under Help).
// Rendering only; the actions are orders-actions.tsx.

const rupees = (paise: number) => formatRupees(paise / 100);
const when = (at: string | null) => (at ? formatDateTime(at) : "—");

function Section({ title, count, children }: Readonly<{ title: string; count?: number; children: ReactNode }>) {
  return (
    <section aria-labelledby={`section-${title}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id={`section-${title}`} className="mb-2 text-lg font-bold">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-normal text-stone-500">({count})</span>}
      </h2>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
function Table({ caption, heads, rows }: Readonly<{ caption: string; heads: string[]; rows: ReactNode[][] }>) {
  if (rows.length === 0) return <p className="text-sm text-stone-600">None.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase text-stone-500">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="py-1 pr-3">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((cells, index) => (
            <tr key={index} className="align-top">
              {cells.map((cell, column) => (
                <td key={column} className={cn("py-1.5 pr-3", column === 0 && "whitespace-nowrap")}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Facts({ items }: Readonly<{ items: Array<[string, ReactNode]> }>) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone-600">{term}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderSummary({ detail, actions }: Readonly<{ detail: AdminOrderDetail; actions: ReactNode }>) {
  const { order } = detail;
  return (
    <Section title="Order">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-stone-600">kitchen: {order.kitchenStatus}</span>
        <div className="ml-auto">{actions}</div>
      </div>
      <Facts
        items={[
          ["Placed", when(order.createdAt)],
          [
            "Customer",
            `${order.customer.username} · ${order.customer.email}${order.customerPhone ? ` · ${order.customerPhone}` : ""}`,
          ],
          ["Deliver to", order.deliveryAddress],
          ["Restaurant", order.restaurant.name],
          [
            "Payment",
            `${order.paymentMethod === "cod" ? "cash on delivery" : "online"}, ${order.paymentStatus.replace("_", " ")}`,
          ],
          ["Total", rupees(order.totalPaise)],
          ["Refunded", `${rupees(order.refundedPaise)} (left to refund: ${rupees(order.refundablePaise)})`],
          ...(order.cancelledAt
            ? ([
                [
                  "Cancelled",
                  `${when(order.cancelledAt)} by ${order.cancelledBy ?? "?"}: ${order.cancelReason ?? "no reason"}`,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      <h3 className="mt-4 text-sm font-bold">Bill</h3>
      <Table
        caption="The bill"
        heads={["Line", "Amount"]}
        rows={order.bill.map((line) => [
          line.label,
          <span key="a" className="tabular-nums">
            {rupees(line.amountPaise)}
          </span>,
        ])}
      />
    </Section>
  );
}

export function OrderRecords({ detail }: Readonly<{ detail: AdminOrderDetail }>) {
  const { delivery } = detail;
  return (
    <>
      <Section title="Timeline" count={detail.timeline.length}>
        <ol className="flex flex-col gap-1 text-sm">
          {detail.timeline.map((event) => (
            <li key={event._id}>
              <time dateTime={event.at} className="font-semibold">
                {when(event.at)}
              </time>{" "}
              {event.type} → {event.status}
              {event.kitchenStatus && <span className="text-stone-500"> (kitchen {event.kitchenStatus})</span>}
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Payments" count={detail.payments.length}>
        <Table
          caption="Payments"
          heads={["When", "Provider", "Payment id", "Amount", "Status", "Method"]}
          rows={detail.payments.map((p) => [
            when(p.createdAt),
            p.provider,
            <code key="id" className="break-all text-xs">
              {p.providerPaymentId ?? "—"}
            </code>,
            rupees(p.amountPaise),
            p.failureReason ? `${p.status} (${p.failureReason})` : p.status,
            p.method ?? "—",
          ])}
        />
      </Section>
      <Section title="Refunds" count={detail.refunds.length}>
        <Table
          caption="Refunds"
          heads={["Asked", "Kind", "Amount", "State", "Reason", "By", "Refunded"]}
          rows={detail.refunds.map((r) => [
            when(r.createdAt),
            r.kind === "cancel" ? "cancel (whole rest)" : r.full ? "platform, full" : "platform",
            rupees(r.amountPaise),
            r.failureReason && r.state !== "refunded" ? `${r.state}: ${r.failureReason}` : r.state,
            r.reason ?? "—",
            r.by ?? "—",
            when(r.refundedAt),
          ])}
        />
      </Section>
      <Section title="Ledger" count={detail.ledger.length}>
        <Table
          caption="Ledger entries"
          heads={["When", "Kind", "Event", "Account", "Amount", "Memo"]}
          rows={detail.ledger.map((e) => [
            when(e.at),
            e.kind,
            e.event,
            e.account,
            <span key="a" className="tabular-nums">
              {rupees(e.amountPaise)}
            </span>,
            e.memo,
          ])}
        />
      </Section>
      <Section title="Messages sent" count={detail.messages.length}>
        <Table
          caption="Messages sent about the order"
          heads={["Sent", "Channel", "To", "Message"]}
          rows={detail.messages.map((m) => [
            when(m.sentAt),
            m.channel,
            m.recipient,
            <code key="k" className="break-all text-xs">
              {m.key}
            </code>,
          ])}
        />
      </Section>
      <Section title="Delivery">
        {delivery ? (
          <>
            <Facts
              items={[
                [
                  "State",
                  delivery.flaggedAt ? `${delivery.state} (flagged ${when(delivery.flaggedAt)})` : delivery.state,
                ],
                ["Rider", delivery.rider ? `${delivery.rider.username} · ${delivery.rider.email}` : "none yet"],
                ["Assigned", when(delivery.assignedAt)],
                ["Picked up", when(delivery.pickedUpAt)],
                ["Delivered", when(delivery.deliveredAt)],
                [
                  "Distance",
                  delivery.distanceMeters === null ? "—" : `${(delivery.distanceMeters / 1000).toFixed(1)} km`,
                ],
                ["Rider's pay", delivery.payPaise === null ? "—" : rupees(delivery.payPaise)],
                ["Cash collected", rupees(delivery.cashCollectedPaise)],
              ]}
            />
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-brand-600">
                Rider&apos;s track: {delivery.track.length} positions
              </summary>
              <Table
                caption="The rider's positions with this order"
                heads={["At", "Latitude", "Longitude"]}
                rows={delivery.track.map((p) => [when(p.at), p.lat.toFixed(5), p.lng.toFixed(5)])}
              />
            </details>
          </>
        ) : (
          <p className="text-sm text-stone-600">The restaurant delivers this order itself.</p>
        )}
      </Section>
      <Section title="Help threads" count={detail.helpThreads.length}>
        {detail.helpThreads.length === 0 ? (
          <p className="text-sm text-stone-600">None.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.helpThreads.map((thread) => (
              <li key={thread._id}>
                <AppLink
                  href={`/admin/help/${thread._id}`}
                  className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {thread.reason.replace("_", " ")}
                </AppLink>{" "}
                · {thread.status} · {thread.messages} messages · {when(thread.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
