import type { WireStatus } from "@/lib/orders/status";

// The words of the order statuses and the Sort By choices of both order lists (Past Orders and the
// console's Orders), with their place in the URL (?status=out-for-delivery): the spec's filter plus
// Out For Delivery. The one source of those words for every order screen; kept apart from the URL
// helpers (order-status.ts) so the browser parts that show them load nothing else.

export type DeliveryStatus = WireStatus;

/** The spec's label of each status, as cards, filters and the console's status control show it. */
export const STATUS_LABELS: Readonly<Record<WireStatus, string>> = {
  pending: "Pending",
  "out for delivery": "Out For Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export type StatusChoice = { slug: string; label: string; status: DeliveryStatus | undefined };

/** All, then every status in STATUS_LABELS' order, its slug the status with dashes for spaces. */
export const STATUS_CHOICES: ReadonlyArray<StatusChoice> = [
  { slug: "", label: "All", status: undefined },
  ...(Object.keys(STATUS_LABELS) as WireStatus[]).map((status) => ({
    slug: status.replaceAll(" ", "-"),
    label: STATUS_LABELS[status],
    status,
  })),
];
