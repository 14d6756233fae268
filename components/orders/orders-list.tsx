import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";
import { Picture } from "@/components/ui/picture";
import type { OrderHelpState } from "@/lib/admin/help-contract";
import type { OrdersPage } from "@/lib/orders/contract";
import type { TrackingContext } from "./delivery-panel";
import { LoadMoreOrders } from "./load-more-orders";
import { OrderCard } from "./order-card";
import { MAX_ORDER_PAGES, ordersHref, type StatusChoice } from "./order-status";

type OrdersListProps = Readonly<{
  choice: StatusChoice;
  /** The orders to show: the first `pages` pages, read on the server. */
  list: OrdersPage;
  pages: number;
  /** Map tiles and riders' last positions for the cards of deliveries in hand (issue 32). */
  tracking?: TrackingContext;
  /** Help on each order by its id (issue 33): its latest thread and whether a request may start. */
  help?: Readonly<Record<string, OrderHelpState>>;
}>;

/**
 * Past orders, newest first, rendered on the server: the first `pages` pages (?pages=, which Load more
 * raises), each card with its own client part for Cancel, Rate and Reorder.
 */
export function OrdersList({ choice, list, pages, tracking, help }: OrdersListProps) {
  const { orders, total } = list;
  if (orders.length === 0) return <EmptyOrders filtered={choice.status !== undefined} />;
  const more = orders.length < total && pages < MAX_ORDER_PAGES;

  return (
    <>
      <p role="status" className="text-sm text-muted">
        {total === 1 ? "1 order" : `Showing ${orders.length} of ${total} orders`}
      </p>
      <ul id="orders-list" className="mt-4 flex flex-col gap-6">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} tracking={tracking} help={help?.[order._id]} />
          </li>
        ))}
      </ul>
      <LoadMoreOrders shown={orders.length} href={more ? ordersHref("customer", choice.slug, pages + 1) : null} />
    </>
  );
}

function EmptyOrders({ filtered }: Readonly<{ filtered: boolean }>) {
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
      <Picture src="/images/no-orders.webp" alt="" width={240} height={180} className="h-auto w-48" />
      {filtered ? (
        <p className="text-lg font-semibold text-muted">No matched orders found...</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-muted">Looks like you haven&apos;t made any orders yet...</p>
          <AppLink href="/restaurants" className={buttonClasses("primary", "lg")}>
            Order Now
          </AppLink>
        </>
      )}
    </div>
  );
}
