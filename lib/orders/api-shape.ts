import { deliverySelect, toApiDelivery, type OrderViewer } from "@/lib/dispatch/api-shape";
import type { Prisma } from "@/lib/generated/prisma/client";
import { absoluteUrl } from "@/lib/http/public-url";
import { toApiMenuItem } from "@/lib/menu/api-shape";
import { menuItemSelect } from "@/lib/menu/row";
import { estimateDeliveryBy } from "@/lib/orders/estimate";
import { billOfOrder, orderBillSelect } from "@/lib/money/order-bill";
import { toWireStatus, type WireStatus } from "@/lib/orders/status";

/** The columns an ApiOrder is made from: one query for the order, its items, restaurant, review and payment. */
export const apiOrderSelect = {
  id: true,
  createdAt: true,
  customerName: true,
  deliveryAddress: true,
  deliveryCity: true,
  deliveryState: true,
  deliveryLocality: true,
  deliveryPincode: true,
  deliveryPhone: true,
  status: true,
  cancelledBy: true,
  cancelReason: true,
  paymentStatus: true,
  paymentMethod: true,
  codCollectedAt: true,
  codCollectedVia: true,
  codRefusedAt: true,
  ...orderBillSelect,
  totalPaise: true,
  kitchenStatus: true,
  acceptedAt: true,
  preparingAt: true,
  readyAt: true,
  rejectedAt: true,
  prepMinutes: true,
  readyBy: true,
  rejectReason: true,
  paidAt: true,
  outForDeliveryAt: true,
  deliveredAt: true,
  dropLat: true,
  dropLng: true,
  delivery: { select: deliverySelect },
  // defaultPrepMinutes: the estimate of an order the kitchen has not accepted yet (lib/orders/estimate.ts).
  restaurant: {
    select: {
      id: true,
      name: true,
      imageUrl: true,
      address: true,
      city: true,
      defaultPrepMinutes: true,
      lat: true,
      lng: true,
    },
  },
  items: {
    // The dish as it is today (a relation in the same query: no read per line), for `item_id`.
    select: {
      menuItemId: true,
      name: true,
      type: true,
      unitPricePaise: true,
      quantity: true,
      menuItem: { select: { ...menuItemSelect, archivedAt: true } },
    },
    orderBy: { id: "asc" },
  },
  review: { select: { rating: true, text: true } },
  // Its tax invoice and, once refunded, the credit note (issue 31): numbers only; the PDFs are GET /api/invoice.
  invoices: { select: { kind: true, number: true } },
  payments: {
    where: { status: { in: ["paid", "refunded"] } },
    select: { providerPaymentId: true, method: true },
    take: 1,
  },
  // The platform's refunds (issue 33): parts of the payment, or the whole rest of it when the staff cancelled.
  refunds: { where: { state: { in: ["pending", "refunded"] } }, select: { amountPaise: true, state: true } },
} as const satisfies Prisma.OrderSelect;

export type ApiOrderRow = Prisma.OrderGetPayload<{ select: typeof apiOrderSelect }>;

const rupees = (paise: number) => paise / 100;
const iso = (at: Date | null) => at?.toISOString() ?? null;

const point = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng });

/**
 * What of the order's payment has come back to the customer and what is on its way, in paise (issue 33): the
 * spec's refund of a cancelled order (the whole rest) and the platform staff's refunds. An order the staff cancelled
 * is refunded only as they chose, so it waits for no refund of the spec's.
 */
function refundsOf(row: ApiOrderRow) {
  const sum = (state: "pending" | "refunded") =>
    row.refunds.filter((refund) => refund.state === state).reduce((total, refund) => total + refund.amountPaise, 0);
  const staffCancelled = row.cancelledBy === "admin";
  const specPending = row.status === "cancelled" && row.paymentStatus === "paid" && !staffCancelled;
  const refundedPaise = row.paymentStatus === "refunded" ? row.totalPaise : sum("refunded");
  const pendingPaise =
    sum("pending") + (specPending ? Math.max(0, row.totalPaise - refundedPaise - sum("pending")) : 0);
  return { refundedPaise, refundPendingPaise: pendingPaise, staffCancelled };
}

/**
 * An order in the spec's wire shape (`_id`, populated `restaurant_id` and `item_id`), money in rupees. Only its
 * customer's reading (`viewer` "customer") carries the delivery code.
 */
export function toApiOrder(row: ApiOrderRow, viewer: OrderViewer = "other") {
  const deliveryStatus: WireStatus = toWireStatus(row.status);
  const refunded = row.paymentStatus === "refunded";
  const money = refundsOf(row);
  const refundPending = row.status === "cancelled" && row.paymentStatus === "paid" && !money.staffCancelled;
  // An order the platform's staff cancelled shows the refund they chose (none, a part, or the rest).
  const staffRefund =
    money.staffCancelled && !refunded && money.refundedPaise + money.refundPendingPaise > 0
      ? {
          status: money.refundPendingPaise > 0 ? ("pending" as const) : ("refunded" as const),
          amount: rupees(money.refundedPaise + money.refundPendingPaise),
        }
      : null;
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    // The spec's three, then the rest of the address as checked out (null on orders from before it was asked).
    deliveryLocation: {
      address: row.deliveryAddress,
      city: row.deliveryCity,
      state: row.deliveryState,
      locality: row.deliveryLocality,
      pincode: row.deliveryPincode,
      phone: row.deliveryPhone,
    },
    restaurant_id: {
      _id: row.restaurant.id,
      name: row.restaurant.name,
      image: { imageUrl: absoluteUrl(row.restaurant.imageUrl) },
      location: { address: row.restaurant.address, city: row.restaurant.city },
    },
    items: row.items.map((item) => ({
      // The spec populates `item_id` with name and type; a client written from it puts `item_id` in the
      // cart on Reorder, so it is the whole dish as getMenuByRestaurantId gives it (today's name, price,
      // image...), with `available` false once the owner took it off the menu (issue 27, item 13).
      item_id: { ...toApiMenuItem(item.menuItem), available: item.menuItem.archivedAt === null },
      quantity: item.quantity,
      // The line as it was ordered: unit price paid, and the name and type the receipt showed then.
      price: rupees(item.unitPricePaise),
      name: item.name,
      type: item.type === "veg" ? ("veg" as const) : ("non-veg" as const),
    })),
    subTotal: rupees(row.subtotalPaise),
    deliveryCharge: rupees(row.deliveryChargePaise),
    totalPrice: rupees(row.totalPaise),
    // The whole bill beside the spec's three (issue 31), in paise: the snapshot taken at checkout, or for an
    // older order the one its columns make at the default settings (lib/money/order-bill.ts).
    bill: billOfOrder(row),
    invoiceNumber: row.invoices.find((doc) => doc.kind === "invoice")?.number ?? null,
    creditNoteNumber: row.invoices.find((doc) => doc.kind === "credit_note")?.number ?? null,
    deliveryStatus,
    // Who cancelled and, for a restaurant, why (null when it gave none, and on orders not cancelled).
    cancelledBy: row.status === "cancelled" ? row.cancelledBy : null,
    cancelReason: row.status === "cancelled" ? row.cancelReason : null,
    paymentStatus: row.paymentStatus,
    refund:
      refunded || refundPending
        ? { status: refunded ? ("refunded" as const) : ("pending" as const), amount: rupees(row.totalPaise) }
        : staffRefund,
    // Beside the spec's `refund` (issue 33): paise refunded so far and on their way, the platform's parts included
    // (a goodwill refund of a delivered order has no `refund` of the spec's).
    refundedPaise: money.refundedPaise,
    refundPendingPaise: money.refundPendingPaise,
    review: row.review ? { rating: row.review.rating, text: row.review.text } : null,
    payment_reference_id: row.payments[0]?.providerPaymentId ?? null,
    // How it is paid (issue 31 part 6): online (with the method the gateway reports, when it does), or cash or
    // UPI on delivery, collected at the door (when, how) or refused there.
    paymentMethod: row.paymentMethod,
    paidWith: row.payments[0]?.method ?? null,
    codCollectedAt: iso(row.codCollectedAt),
    codCollectedVia: row.codCollectedVia,
    codRefusedAt: iso(row.codRefusedAt),
    // The kitchen's side (issue 30), added beside the spec's fields: its status, the time of each step,
    // the promised preparation time and when the food is ready by.
    kitchenStatus: row.kitchenStatus,
    acceptedAt: iso(row.acceptedAt),
    preparingAt: iso(row.preparingAt),
    readyAt: iso(row.readyAt),
    rejectedAt: iso(row.rejectedAt),
    prepMinutes: row.prepMinutes,
    readyBy: iso(row.readyBy),
    rejectReason: row.rejectReason,
    // The delivery's side (issue 30 part 6): when it left and arrived, and when it should arrive (the
    // kitchen's time plus the travel estimate; null once delivered or cancelled).
    outForDeliveryAt: iso(row.outForDeliveryAt),
    deliveredAt: iso(row.deliveredAt),
    estimatedDeliveryBy: iso(estimateDeliveryBy({ ...row, defaultPrepMinutes: row.restaurant.defaultPrepMinutes })),
    // The delivery leg (issue 32): the platform's rider, or null when the restaurant delivers itself; and the
    // two ends of the route for the map (null until placed).
    delivery: toApiDelivery(row.delivery, viewer),
    route: { from: point(row.restaurant.lat, row.restaurant.lng), to: point(row.dropLat, row.dropLng) },
  };
}
