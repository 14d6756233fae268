"use client";
import { lazyClient } from "@/components/ui/lazy-client";

// Mounted by the customer and owner layouts for logged-in users only. The live code (EventSource,
// toasts, sound) is a separate chunk fetched after the page loads, so it never adds to first-load JS.
const LiveCustomerUpdates = lazyClient(() =>
  import("@/components/live/live-customer-updates").then((m) => m.LiveCustomerUpdates),
);
const LiveOwnerUpdates = lazyClient(() =>
  import("@/components/live/live-owner-updates").then((m) => m.LiveOwnerUpdates),
);

export function LiveUpdates({ role }: Readonly<{ role: "customer" | "restaurant" }>) {
  return role === "customer" ? <LiveCustomerUpdates /> : <LiveOwnerUpdates />;
}
