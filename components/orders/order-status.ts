import type { WireStatus } from "@/lib/orders/status";

// The Sort By choices of both order lists (Past Orders and the console's Orders) and their place in
// the URL (?status=out-for-delivery): the spec's filter plus Out For Delivery.

export type DeliveryStatus = WireStatus;

export type StatusChoice = { slug: string; label: string; status: DeliveryStatus | undefined };

export const STATUS_CHOICES: ReadonlyArray<StatusChoice> = [
  { slug: "", label: "All", status: undefined },
  { slug: "pending", label: "Pending", status: "pending" },
  { slug: "out-for-delivery", label: "Out For Delivery", status: "out for delivery" },
  { slug: "delivered", label: "Delivered", status: "delivered" },
  { slug: "cancelled", label: "Cancelled", status: "cancelled" },
];

/** The choice named by `?status=` (its slug, or the wire value with spaces); anything else is All. */
export function parseStatusParam(value: string | string[] | undefined): StatusChoice {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? "";
  return STATUS_CHOICES.find((c) => c.slug === raw || c.status === raw) ?? STATUS_CHOICES[0]!;
}

/** The Past Orders address for a choice. */
export function ordersHref(slug: string): string {
  return slug ? `/orders?status=${slug}` : "/orders";
}
