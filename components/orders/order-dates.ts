import { formatTime } from "@/lib/ui/format";

/** The spec's estimate: a pending order arrives 30 minutes after it was placed. */
const ESTIMATED_DELIVERY_MINUTES = 30;

/** The spec's 'Estimated Delivery By' time (24-hour, as every time in the app): 30 minutes after the order was placed. */
export function estimatedDeliveryBy(iso: string): string {
  return formatTime(new Date(new Date(iso).getTime() + ESTIMATED_DELIVERY_MINUTES * 60_000));
}
