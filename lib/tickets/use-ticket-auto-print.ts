import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { readTicketSettings } from "@/lib/tickets/device-settings";
import { ticketHref } from "@/lib/tickets/links";

/**
 * For the orders page to call after the owner accepts an order: when this device prints tickets on
 * accept (its setting on the ticket page), opens the order's ticket, which records the print, opens the
 * print dialog and comes back to the orders. The browser's print dialog cannot open unasked in a pop-up
 * after an awaited call (pop-up blockers) nor in a frame (the app refuses framing), so it is a visit.
 * Answers whether it went to print.
 *
 *     const printOnAccept = useTicketAutoPrint();
 *     onSuccess: () => { if (!printOnAccept(orderId)) router.refresh(); }
 */
export function useTicketAutoPrint(): (orderId: string) => boolean {
  const router = useRouter();
  return useCallback(
    (orderId: string) => {
      if (!readTicketSettings().autoPrint) return false;
      router.push(ticketHref(orderId, { auto: true }));
      return true;
    },
    [router],
  );
}
