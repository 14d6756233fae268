"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { chime } from "@/components/live/beep";
import { ownerToast } from "@/components/live/messages";
import { SoundToggle, useOrderSound } from "@/components/live/sound-toggle";
import { useTitleCount } from "@/components/live/use-title-count";
import { useOrderEvents } from "@/lib/live/use-order-events";
import { toast } from "@/lib/ui/toast";

const ORDERS_PATH = "/restaurant/orders";

/**
 * An owner anywhere in the console hears of a new paid order or a customer's cancellation: a toast,
 * a chime if they turned it on, and the count of new orders in the tab title until Orders is opened.
 */
export function LiveOwnerUpdates() {
  const onOrdersPage = usePathname() === ORDERS_PATH;
  const [unseen, setUnseen] = useState(0);
  const [wasOnOrdersPage, setWasOnOrdersPage] = useState(onOrdersPage);
  if (wasOnOrdersPage !== onOrdersPage) {
    // Opening Orders shows every new order: the count starts again from there.
    setWasOnOrdersPage(onOrdersPage);
    if (onOrdersPage) setUnseen(0);
  }
  const [soundOn, setSoundOn] = useOrderSound();
  const current = useRef({ onOrdersPage, soundOn });
  useEffect(() => {
    current.current = { onOrdersPage, soundOn };
  }, [onOrdersPage, soundOn]);

  useOrderEvents((event) => {
    const shown = ownerToast(event);
    if (!shown) return;
    toast[shown.kind](shown.message, { id: `order-event-${event.eventId}`, duration: 10_000 });
    if (event.type !== "order.paid") return;
    if (current.current.soundOn) chime();
    if (!current.current.onOrdersPage) setUnseen((n) => n + 1);
  });
  useTitleCount(onOrdersPage ? 0 : unseen);

  return <SoundToggle on={soundOn} onChange={setSoundOn} />;
}
