import type { KitchenStatus } from "@/lib/kitchen/status";
import { formatTime } from "@/lib/ui/format";

// The words of the kitchen's side of an order (issue 30), as the owner's cards show them. Pure.

export const KITCHEN_LABELS: Readonly<Record<KitchenStatus, string>> = {
  placed: "New: accept or reject",
  accepted: "Accepted",
  preparing: "Preparing",
  ready: "Ready",
  rejected: "Rejected",
};

/** "Ready by 19:45" (India's time, as every time in the app), or null before the order is accepted. */
export function readyByLine(readyBy: string | null, kitchenStatus: KitchenStatus): string | null {
  if (!readyBy || kitchenStatus === "rejected") return null;
  return kitchenStatus === "ready" ? null : `Ready by ${formatTime(readyBy)}`;
}
