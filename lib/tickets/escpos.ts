import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import { type TicketData, ticketLines, TICKET_WIDTHS, type TicketWidth } from "@/lib/tickets/layout";

/**
 * The ticket as ESC/POS commands for a USB or network thermal printer, from the same lines as the
 * browser's print: reset, code page 437 (every ESC/POS printer has it; the rupee sign is not in it, so
 * money prints as "Rs."), each line with its style (bold, or inverted for REPRINT), a feed and a
 * partial cut. Characters outside the code page print as "?" rather than failing the ticket.
 */
export function ticketEscPos(ticket: TicketData, paper: TicketWidth): Uint8Array {
  const columns = TICKET_WIDTHS[paper];
  // No column wrapping here: the layout has already fitted every line to the paper.
  const encoder = new ReceiptPrinterEncoder({ language: "esc-pos", columns, newline: "\n", errors: "relaxed" });
  encoder.initialize().codepage("cp437");
  for (const line of ticketLines(ticket, columns, "Rs.")) {
    if (line.style === "plain") encoder.line(line.text);
    else if (line.style === "bold") encoder.bold(true).line(line.text).bold(false);
    else encoder.bold(true).invert(true).line(line.text).invert(false).bold(false);
  }
  return encoder.newline(3).cut("partial").encode();
}
