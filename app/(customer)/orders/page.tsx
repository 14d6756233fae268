import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrdersFilter } from "@/components/orders/orders-filter";
import { OrdersList } from "@/components/orders/orders-list";
import { PushOptIn } from "@/components/push/push-opt-in";
import { RefreshOnOrderEvent } from "@/components/live/refresh-on-order-event";
import { MAX_ORDER_PAGES, parseStatusParam } from "@/components/orders/order-status";
import { ORDERS_PAGE_SIZE } from "@/lib/orders/contract";
import { getSessionUser } from "@/lib/auth/session";
import { pageParam } from "@/lib/http/search-params";
import { listCustomerOrders } from "@/lib/orders/list";
import { mapTiles } from "@/lib/maps/tiles";
import { latestPositionsFor } from "@/lib/tracking/service";
import { helpStatesFor } from "@/lib/admin/help-service";
import { renderCursor } from "@/lib/live/service";

export const metadata: Metadata = { title: "My Orders" };

type Props = Readonly<{ searchParams: Promise<Record<string, string | string[] | undefined>> }>;

/** When this render read the orders: live changes after it refresh the list (RefreshOnOrderEvent). */
const renderStamp = () => Date.now();

export default async function OrdersPage({ searchParams }: Props) {
  const user = await getSessionUser();
  // proxy.ts already sends everyone else to the customer login; this is the page's own check.
  if (user?.userType !== "customer") redirect("/auth/login/customer?redirect=%2Forders");
  const params = await searchParams;
  const choice = parseStatusParam(params.status);
  // Load more asks for one page more (?pages=); the server renders them all, so a live refresh keeps them.
  const pages = pageParam(params.pages, MAX_ORDER_PAGES, "clamp");
  // Before the read: a change committed while it runs, or before the tab's live connection opens, still refreshes
  // the list.
  const renderedAt = renderStamp();
  const renderedCursor = await renderCursor(user);
  const [list, positions] = await Promise.all([
    listCustomerOrders(user, { status: choice.status, page: 1, pageSize: ORDERS_PAGE_SIZE * pages }),
    // Where the riders of deliveries in hand were last: the maps start there, then move with the stream.
    latestPositionsFor(user),
  ]);
  // Help on each listed order (issue 33): its latest thread's status and whether a request may start.
  const orderIds = list.orders.map((order) => order._id);
  const help = await helpStatesFor(user, orderIds);
  const tracking = { tiles: mapTiles(), positions: Object.fromEntries(positions.map((p) => [p.orderId, p])) };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold sm:text-3xl">Past Orders</h1>
        <OrdersFilter value={choice.slug} />
      </div>
      {/* Status changes of these orders as push notifications, also with no tab open (issue 29). */}
      <PushOptIn audience="customer" />
      {/* A restaurant's change to one of these orders re-renders the list in place (issue 7). */}
      <RefreshOnOrderEvent renderedAt={renderedAt} renderedCursor={renderedCursor} />
      <OrdersList key={choice.slug} choice={choice} list={list} pages={pages} tracking={tracking} help={help} />
    </div>
  );
}
