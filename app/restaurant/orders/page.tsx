import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { RefreshOnOrderEvent } from "@/components/live/refresh-on-order-event";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { OrdersFilter } from "@/components/orders/orders-filter";
import { ordersHref } from "@/components/orders/order-status";
import { MAX_ORDERS_PAGE, parseOrderFilter } from "@/components/owner/order-filter";
import { OwnerOrderCard } from "@/components/owner/owner-order-card";
import { PushOptIn } from "@/components/push/push-opt-in";
import { buttonClasses } from "@/components/ui/button";
import { pageParam } from "@/lib/http/search-params";
import { listRestaurantOrders } from "@/lib/orders/list";
import { getKitchenSettings } from "@/lib/kitchen/service";
import { signedInOwner } from "@/lib/owner/signed-in-owner";
import { renderCursor } from "@/lib/live/service";

export const metadata: Metadata = { title: "Orders" };

const PAGE_SIZE = 10;
/** When this render read the orders: live changes after it refresh the list (RefreshOnOrderEvent). */
const renderStamp = () => Date.now();

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function OrdersPage({ searchParams }: Readonly<{ searchParams: SearchParams }>) {
  const params = await searchParams;
  const filter = parseOrderFilter(params.status);
  const page = pageParam(params.page, MAX_ORDERS_PAGE);
  const owner = await signedInOwner();
  const renderedAt = renderStamp();
  // Before the read, as renderedAt: a change committed before the tab's live connection opens is fetched by it.
  const renderedCursor = owner ? await renderCursor(owner) : undefined;
  const [list, kitchen] = owner
    ? await Promise.all([
        listRestaurantOrders(owner, { status: filter.status, page, pageSize: PAGE_SIZE }),
        getKitchenSettings(owner),
      ])
    : [null, null];
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {/* New paid orders, customers' cancellations and kitchen steps (another device's, the accept window's)
          re-render this list in place (issues 7 and 30). */}
      {owner && (
        <RefreshOnOrderEvent
          types={["order.paid", "order.cancelled", "order.kitchen", "order.delivery"]}
          renderedAt={renderedAt}
          renderedCursor={renderedCursor}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">Orders</h1>
          {list && (
            <p className="mt-1 text-sm text-muted">
              {list.total === 1 ? "1 order" : `${list.total} orders`}
              {filter.status ? ` ${filter.label.toLowerCase()}` : ""}
            </p>
          )}
        </div>
        {list && <OrdersFilter value={filter.slug} basePath="/restaurant/orders" />}
      </div>
      {/* New paid orders as push notifications, also with the console closed (issue 29). */}
      {owner && <PushOptIn audience="restaurant" />}

      {!list ? (
        <NoRestaurant />
      ) : list.orders.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <p className="text-lg font-semibold text-muted">
            {filter.status || page > 1 ? "No matched orders found..." : "No orders were made yet..."}
          </p>
          {(filter.status || page > 1) && (
            <AppLink href={ordersHref("restaurant", "")} className={buttonClasses("outline", "md")}>
              Show all orders
            </AppLink>
          )}
        </div>
      ) : (
        <ol aria-label="Orders" className="flex flex-col gap-5">
          {list.orders.map((order) => (
            <li key={order._id}>
              <OwnerOrderCard order={order} defaultPrepMinutes={kitchen?.defaultPrepMinutes ?? 20} />
            </li>
          ))}
        </ol>
      )}

      {list && pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          {page > 1 ? (
            <AppLink href={ordersHref("restaurant", filter.slug, page - 1)} className={buttonClasses("outline", "md")}>
              Newer
            </AppLink>
          ) : null}
          <span className="text-sm text-muted">
            Page {Math.min(page, pageCount)} of {pageCount}
          </span>
          {page < pageCount ? (
            <AppLink href={ordersHref("restaurant", filter.slug, page + 1)} className={buttonClasses("outline", "md")}>
              Older
            </AppLink>
          ) : null}
        </nav>
      )}
    </div>
  );
}
