import type { TicketPrint } from "@/lib/tickets/layout";

// The kitchen ticket calls' types (docs/api.md), for the server and the browser alike. Types only.

/** `POST /api/recordTicketPrint`'s answer: the ticket number, which copy this is, and whether it is a reprint. */
export type RecordTicketPrintAnswer = TicketPrint & {
  /** "KOT 0042": the number as the ticket prints it. */
  label: string;
  reprint: boolean;
  printedAt: string;
};
