import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses, selectClasses } from "@/components/ui/form-field";
import type { AdminOrderFilters, AdminOrderRow, AdminOrdersPage } from "@/lib/admin/orders-contract";
import { cn } from "@/lib/ui/cn";
import { formatDateTime, formatRupees } from "@/lib/ui/format";

// The console's order search (issue 33 item 3): a plain GET form (it works before any script loads; the page is a
// server render of its URL) and the orders found, a table on a wide screen and cards on a phone. Rendering only.

const STATUSES = ["pending", "out for delivery", "delivered", "cancelled"] as const;

const TEXT_FILTERS = [
  { name: "q", label: "Order id or #number", placeholder: "#AB12CD" },
  { name: "customer", label: "Customer (email or name)", placeholder: "asha@example.com" },
  { name: "restaurant", label: "Restaurant", placeholder: "Dhaba" },
  { name: "rider", label: "Rider (email or name)", placeholder: "Ravi" },
] as const;

const rupees = (paise: number) => formatRupees(paise / 100);

export function OrderStatusBadge({ status }: Readonly<{ status: AdminOrderRow["status"] }>) {
  const colours: Record<AdminOrderRow["status"], string> = {
    pending: "bg-amber-100 text-amber-900",
    "out for delivery": "bg-sky-100 text-sky-900",
    delivered: "bg-green-100 text-green-900",
    cancelled: "bg-stone-200 text-stone-900",
  };
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase", colours[status])}>
      {status}
    </span>
  );
}

type FieldProps = Readonly<{
  name: string;
  label: string;
  value: string | undefined;
  placeholder?: string;
  type?: "text" | "date";
}>;

function Field({ name, label, value, placeholder, type = "text" }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`orders-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`orders-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        maxLength={100}
        className={inputClasses}
      />
    </div>
  );
}

export function OrdersSearchForm({ filters }: Readonly<{ filters: AdminOrderFilters }>) {
  return (
    <form
      method="get"
      action="/admin/orders"
      role="search"
      aria-label="Orders"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TEXT_FILTERS.map((filter) => (
          <Field
            key={filter.name}
            name={filter.name}
            label={filter.label}
            value={filters[filter.name]}
            placeholder={filter.placeholder}
          />
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor="orders-status" className="text-sm font-semibold">
            Status
          </label>
          <select id="orders-status" name="status" defaultValue={filters.status ?? ""} className={selectClasses}>
            <option value="">Any status</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <Field name="from" label="From (IST day)" value={filters.from} type="date" />
        <Field name="to" label="To (IST day, included)" value={filters.to} type="date" />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClasses("primary", "md", "flex-1")}>
            Search
          </button>
          <AppLink href="/admin/orders" className={buttonClasses("outline", "md")}>
            Clear
          </AppLink>
        </div>
      </div>
    </form>
  );
}

function nextHref(filters: AdminOrderFilters, cursor: string): string {
  const params = Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return `/admin/orders?${new URLSearchParams(params)}`;
}

const orderLink =
  "font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

function Money({ order }: Readonly<{ order: AdminOrderRow }>) {
  return (
    <span className="tabular-nums">
      {rupees(order.totalPaise)}
      {order.refundedPaise > 0 && (
        <span className="block text-xs text-red-700">{rupees(order.refundedPaise)} refunded</span>
      )}
      <span className="block text-xs text-stone-500">
        {order.paymentMethod === "cod" ? "cash" : "online"} · {order.paymentStatus.replace("_", " ")}
      </span>
    </span>
  );
}

export function OrdersResults({ page, filters }: Readonly<{ page: AdminOrdersPage; filters: AdminOrderFilters }>) {
  if (page.orders.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">No orders match.</p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <table className="hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-stone-200 md:table">
        <caption className="sr-only">Orders found, newest first</caption>
        <thead className="bg-stone-100 text-xs uppercase text-stone-600">
          <tr>
            {["Order", "Placed", "Customer", "Restaurant", "Rider", "Status", "Money"].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {page.orders.map((order) => (
            <tr key={order._id} className="align-top">
              <td className="px-3 py-2">
                <AppLink href={`/admin/orders/${order._id}`} className={orderLink}>
                  {order.number}
                </AppLink>
              </td>
              <td className="px-3 py-2">{formatDateTime(order.createdAt)}</td>
              <td className="px-3 py-2">
                {order.customer.username}
                <span className="block text-xs text-stone-500">{order.customer.email}</span>
              </td>
              <td className="px-3 py-2">{order.restaurant.name}</td>
              <td className="px-3 py-2">{order.rider?.username ?? "—"}</td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-3 py-2">
                <Money order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden" aria-label="Orders found, newest first">
        {page.orders.map((order) => (
          <li key={order._id} className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200">
            <div className="flex items-center justify-between gap-2">
              <AppLink href={`/admin/orders/${order._id}`} className={orderLink}>
                {order.number}
              </AppLink>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="mt-1 text-stone-600">{formatDateTime(order.createdAt)}</p>
            <p className="mt-1">
              {order.customer.username} · {order.restaurant.name}
              {order.rider && ` · rider ${order.rider.username}`}
            </p>
            <div className="mt-1">
              <Money order={order} />
            </div>
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <AppLink href={nextHref(filters, page.nextCursor)} className={buttonClasses("outline", "md", "self-center")}>
          Older orders
        </AppLink>
      )}
    </div>
  );
}
