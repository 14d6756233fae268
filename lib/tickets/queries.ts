import { apiFetch } from "@/lib/api/client";
import type { RecordTicketPrintAnswer } from "@/lib/tickets/contract";

// The kitchen ticket's browser call (docs/api.md). Its links are in links.ts, the hook that auto-prints in
// use-ticket-auto-print.ts.

/** Records one print of the order's ticket; answers its KOT number and copy (2+: a reprint). */
export function recordTicketPrint(orderId: string) {
  return apiFetch<RecordTicketPrintAnswer>("/api/recordTicketPrint", {
    usertype: "restaurant",
    method: "POST",
    json: { _id: orderId },
  });
}
