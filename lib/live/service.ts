import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden } from "@/lib/http/errors";
import { toWireStatus } from "@/lib/orders/status";
import { latestPositionsOfCustomer } from "@/lib/tracking/service";
import {
  POLL_PAGE_SIZE,
  type LiveOrderEvent,
  type OrderEventType,
  type OrderEventsPage,
  type Scope,
} from "@/lib/live/types";

// Reads OrderEvent by scope: the only data live updates send. Both scopes have an index on (scope, id).

export type ScopedEvent = { id: bigint; data: LiveOrderEvent };

/** The caller's scope: a customer's own orders, an owner's restaurant. */
export function scopeOf(user: SessionUser): Scope {
  if (user.userType === "customer") return { kind: "customer", id: user.id };
  if (!user.restaurantId) throw forbidden("Only the owner of a restaurant can follow its orders");
  return { kind: "restaurant", id: user.restaurantId };
}

/** Events for the customer only: what Thali support told them about an order is not the restaurant's. */
const CUSTOMER_ONLY: OrderEventType[] = ["order.help"];

function whereScope(scope: Scope) {
  return scope.kind === "customer"
    ? { customerId: scope.id }
    : { restaurantId: scope.id, type: { notIn: CUSTOMER_ONLY } };
}

/** The scope's events with id > `after`, oldest first, at most `limit`. */
export async function readScopeEvents(scope: Scope, after: bigint, limit = POLL_PAGE_SIZE): Promise<ScopedEvent[]> {
  const rows = await db().orderEvent.findMany({
    where: { ...whereScope(scope), id: { gt: after } },
    orderBy: { id: "asc" },
    take: limit,
    select: {
      id: true,
      orderId: true,
      type: true,
      status: true,
      kitchenStatus: true,
      createdAt: true,
      order: {
        select: { customerName: true, cancelledBy: true, cancelReason: true, restaurant: { select: { name: true } } },
      },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    data: {
      eventId: row.id.toString(),
      orderId: row.orderId,
      type: row.type as OrderEventType,
      status: toWireStatus(row.status),
      kitchenStatus: row.kitchenStatus,
      createdAt: row.createdAt.toISOString(),
      customerName: row.order.customerName,
      restaurantName: row.order.restaurant.name,
      cancelledBy: row.type === "order.cancelled" || row.type === "order.refunded" ? row.order.cancelledBy : null,
      cancelReason: row.type === "order.cancelled" ? row.order.cancelReason : null,
    },
  }));
}

/** The id of the scope's newest event (0 when it has none): where a stream without Last-Event-ID starts. */
export async function latestEventId(scope: Scope): Promise<bigint> {
  const newest = await db().orderEvent.findFirst({
    where: whereScope(scope),
    orderBy: { id: "desc" },
    select: { id: true },
  });
  return newest?.id ?? 0n;
}

/**
 * Where a page's live refresh catches up from (RefreshOnOrderEvent's renderedCursor): the caller's newest event id,
 * read before the page's own data, so a change committed in between is fetched by the tab's connection.
 */
export async function renderCursor(user: SessionUser): Promise<string> {
  return (await latestEventId(scopeOf(user))).toString();
}

/** The polling fallback's page: events after `after`, or none and the newest id when it starts. */
export async function orderEventsPage(scope: Scope, after: string | undefined): Promise<OrderEventsPage> {
  // A customer's poll also carries where the riders of their deliveries in hand were last (issue 32), so the
  // map keeps moving, every 5 s, while the stream is away; the field is left out when there are none.
  const last = scope.kind === "customer" ? await latestPositionsOfCustomer(scope.id) : [];
  const positions = last.length > 0 ? { positions: last } : {};
  if (after === undefined) return { events: [], lastEventId: (await latestEventId(scope)).toString(), ...positions };
  const events = await readScopeEvents(scope, BigInt(after));
  return { events: events.map((e) => e.data), lastEventId: events.at(-1)?.data.eventId ?? after, ...positions };
}
