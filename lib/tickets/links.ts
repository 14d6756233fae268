// Where an order's kitchen ticket is: its page and its ESC/POS bytes. No imports, for server and browser alike.

/** The ticket page of an order; `auto` prints it at once and goes back to the orders (auto-print on accept). */
export function ticketHref(orderId: string, { auto = false }: { auto?: boolean } = {}): string {
  return `/restaurant/orders/${encodeURIComponent(orderId)}/ticket${auto ? "?print=auto" : ""}`;
}

/** The ticket's ESC/POS bytes for a USB or network printer's own software. */
export function ticketEscPosHref(orderId: string, width: number): string {
  return `/api/ticketEscPos?${new URLSearchParams({ _id: orderId, width: String(width) })}`;
}
