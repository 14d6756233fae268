import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrdersFilter } from "@/components/orders/orders-filter";
import { OrdersList } from "@/components/orders/orders-list";
import { RefreshOnOrderEvent } from "@/components/live/refresh-on-order-event";
import { parseStatusParam } from "@/components/orders/order-status";
import { ORDERS_PAGE_SIZE } from "@/lib/orders/contract";
import { orderKeys } from "@/lib/orders/queries";
import { getSessionUser } from "@/lib/auth/session";
import { listCustomerOrders } from "@/lib/orders/service";

export const metadata: Metadata = { title: "My Orders" };

type Props = Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>;

/** When this render happened: the client list keys its cache by it (see orderKeys.list). */
const renderStamp = () => Date.now();

export default async function OrdersPage({ searchParams }: Props) {
  const user = await getSessionUser();
  // proxy.ts already sends everyone else to the customer login; this is the page's own check.
  if (user?.userType !== "customer") redirect("/auth/login/customer?redirect=%2Forders");
  const choice = parseStatusParam((await searchParams).status);
  // Before the read: a change committed while it runs still refreshes the list.
  const renderedAt = renderStamp();
  const first = await listCustomerOrders(user, { status: choice.status, page: 1, pageSize: ORDERS_PAGE_SIZE });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Past Orders</h1>
        <OrdersFilter value={choice.slug} />
      </div>
      {/* A restaurant's change to one of these orders refetches the list in place (issue 7). */}
      <RefreshOnOrderEvent queryKeys={[orderKeys.customer(user.id)]} renderedAt={renderedAt} />
      <OrdersList
        key={choice.slug}
        customerId={user.id}
        choice={choice}
        initial={{ orders: first.orders, page: first.page, pageSize: first.pageSize, total: first.total }}
        renderedAt={renderedAt}
      />
    </div>
  );
}
