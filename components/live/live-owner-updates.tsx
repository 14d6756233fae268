"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ownerToast } from "@/components/live/messages";
import { SoundToggle, useOrderSound } from "@/components/live/sound-toggle";
import { useKitchenQueue } from "@/components/live/use-kitchen-queue";
import { useRing } from "@/components/live/use-ring";
import { useTitleCount } from "@/components/live/use-title-count";
import { useOrderEvents } from "@/lib/live/use-order-events";
import { registerServiceWorker } from "@/lib/push/service-worker";
import { toast } from "@/lib/ui/toast";

/** How long "View order" waits for the order's card to appear (the list refreshes on the event). */
const CARD_WAIT_MS = 8_000;

/** Scrolls to the order's card once it is on the page, and moves focus to it. */
function focusOrderCard(orderId: string): void {
  const started = Date.now();
  const attempt = () => {
    const card = document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(orderId)}"]`);
    if (card) {
      card.scrollIntoView({ block: "center" });
      card.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - started < CARD_WAIT_MS) window.setTimeout(attempt, 150);
  };
  attempt();
}

/**
 * An owner anywhere in the console hears of a new paid order or a customer's cancellation (a toast;
 * a new order's has "View order"), and while orders wait for Accept or Reject (the server's queue, so
 * an answer on any device counts) the tab title counts them and, with the sound on, the chime repeats.
 */
export function LiveOwnerUpdates() {
  const router = useRouter();
  const [soundOn, setSoundOn] = useOrderSound();
  const queue = useKitchenQueue();
  const waiting = queue?.count ?? 0;

  useEffect(() => {
    // The installed console's worker (its offline page, and pushes once they are turned on): registered
    // on every visit, not only when push is switched on. A failure leaves the console working as before.
    registerServiceWorker().catch(() => undefined);
  }, []);

  useOrderEvents((event) => {
    const shown = ownerToast(event);
    if (!shown) return;
    const action = shown.action;
    toast[shown.kind](shown.message, {
      id: `order-event-${event.eventId}`,
      duration: 10_000,
      ...(action && {
        action: {
          label: action.label,
          onClick: () => {
            router.push(action.href);
            focusOrderCard(event.orderId);
          },
        },
      }),
    });
  });
  useRing(waiting, soundOn);
  useTitleCount(waiting);

  return <SoundToggle on={soundOn} onChange={setSoundOn} waiting={waiting} />;
}
