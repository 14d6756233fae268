"use client";
import { PushButton, type PushAudience } from "@/components/push/push-labels";
import { lazyClient } from "@/components/ui/lazy-client";

// The switch's code (the service worker registration, PushManager and its calls) is a chunk fetched after
// the page is interactive; until then the same button shows, disabled, so nothing moves when it arrives.
const load = () => import("@/components/push/push-switch").then((m) => m.PushSwitch);
const SWITCHES = {
  customer: lazyClient(load, <PushButton audience="customer" on={false} disabled />),
  restaurant: lazyClient(load, <PushButton audience="restaurant" on={false} disabled />),
};

/**
 * "Notify me on this device" (a customer's order updates) or "Alert me of new orders on this device"
 * (an owner): push notifications on this browser, also when no tab of the app is open.
 */
export function PushOptIn({ audience }: Readonly<{ audience: PushAudience }>) {
  const Switch = SWITCHES[audience];
  return (
    <div className="flex max-w-full flex-col items-start gap-1">
      <Switch audience={audience} />
    </div>
  );
}
