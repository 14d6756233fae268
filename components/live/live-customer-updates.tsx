"use client";
import { customerToast } from "@/components/live/messages";
import { useOrderEvents } from "@/lib/live/use-order-events";
import { toast } from "@/lib/ui/toast";

/** A customer anywhere in the app hears of their orders' progress: out for delivery, delivered, cancelled. */
export function LiveCustomerUpdates() {
  useOrderEvents((event) => {
    const shown = customerToast(event);
    if (!shown) return;
    toast[shown.kind](shown.message, { id: `order-event-${event.eventId}`, description: shown.description });
  });
  return null;
}
