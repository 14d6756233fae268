// The kitchen order ticket (KOT) as lines of text for a thermal printer: one layout for the browser's
// print (monospace, one <div> per line) and for the ESC/POS bytes, so the two never disagree. Pure.

/** Paper widths the ticket is laid out for, in mm, and the characters a line holds at the printers' font A. */
export const TICKET_WIDTHS = { 58: 32, 80: 48 } as const;
export type TicketWidth = keyof typeof TICKET_WIDTHS;

export function isTicketWidth(value: unknown): value is TicketWidth {
  return value === 58 || value === 80 || value === "58" || value === "80";
}

/** What a ticket shows: the order as the kitchen needs it, and which print this is (null: not printed yet). */
export type TicketData = {
  restaurantName: string;
  /** "#AB12CD", as messages and the order lists name an order. */
  orderNumber: string;
  /** When the order was placed (paid), ISO. */
  placedAt: string;
  /** The restaurant's IANA time zone ("Asia/Kolkata"). */
  timeZone: string;
  customerName: string;
  items: Array<{ name: string; quantity: number }>;
  totalPaise: number;
  print: TicketPrint | null;
};

/** Which print: the restaurant's ticket number (all copies of one order share it) and the copy (2+: a reprint). */
export type TicketPrint = { printId: number; copy: number };

/** How a line is set: plain, bold, or white on black (the REPRINT banner). */
type TicketLineStyle = "plain" | "bold" | "inverse";
export type TicketLine = { text: string; style: TicketLineStyle };

/** "KOT 0042" from a restaurant's ticket number. */
export function ticketLabel(sequence: number): string {
  return `KOT ${String(sequence).padStart(4, "0")}`;
}

/** Characters as the printer counts them (code points, not UTF-16 units). */
const chars = (text: string) => Array.from(text);
const width = (text: string) => chars(text).length;

/** Free text on one line: no control characters, runs of white space as one space. */
function clean(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
}

/**
 * Splits text into lines of at most `columns` characters at spaces; a word longer than a line is cut
 * where the line ends (a dish name of one 40-letter word still prints whole, over two lines).
 */
export function wrapText(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of clean(text).split(" ").filter(Boolean)) {
    let rest = word;
    if (line && width(line) + 1 + width(rest) <= columns) {
      line = `${line} ${rest}`;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    while (width(rest) > columns) {
      lines.push(chars(rest).slice(0, columns).join(""));
      rest = chars(rest).slice(columns).join("");
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

function center(text: string, columns: number): string {
  const pad = Math.max(0, Math.floor((columns - width(text)) / 2));
  return " ".repeat(pad) + text;
}

/** `left` and `right` on one line with spaces between; on two lines when they do not fit together. */
function spread(left: string, right: string, columns: number): string[] {
  const gap = columns - width(left) - width(right);
  return gap >= 1 ? [left + " ".repeat(gap) + right] : [...wrapText(left, columns), ...wrapText(right, columns)];
}

const grouping = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer paise as "₹1,234.50" (or "Rs.1,234.50" for a printer whose code page has no rupee sign). */
export function ticketMoney(paise: number, rupee = "₹"): string {
  return `${rupee}${grouping.format(paise / 100)}`;
}

/** "27 Nov 2026, 19:05 IST": the time in the restaurant's zone, 24-hour, with the zone's short name. */
export function ticketTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-IN", {
    timeZone,
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  // en-IN names India's zone "IST"; other zones come as "GMT+5:30"-style names, which also say it.
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}

/**
 * The ticket's lines for a paper of `columns` characters: the restaurant, the KOT number (and REPRINT on
 * a second or later copy), the order number, when it was placed, for whom, each line's quantity and dish
 * (long names wrapped under themselves), the item count and the total.
 */
export function ticketLines(ticket: TicketData, columns: number, rupee = "₹"): TicketLine[] {
  const out: TicketLine[] = [];
  const push = (style: TicketLineStyle, ...texts: string[]) => texts.forEach((text) => out.push({ text, style }));
  const rule = (char: string) => push("plain", char.repeat(columns));

  push("bold", ...wrapText(ticket.restaurantName, columns).map((line) => center(line, columns)));
  rule("=");
  const kot = ticket.print ? ticketLabel(ticket.print.printId) : "KOT (not printed yet)";
  push("bold", ...spread(kot, ticket.orderNumber, columns));
  if (ticket.print && ticket.print.copy > 1) {
    push("inverse", center(`*** REPRINT - COPY ${ticket.print.copy} ***`, columns).padEnd(columns, " "));
  }
  push("plain", ...wrapText(`Placed ${ticketTime(ticket.placedAt, ticket.timeZone)}`, columns));
  push("plain", ...wrapText(`Customer: ${ticket.customerName}`, columns));
  rule("-");

  const qtyWidth = Math.max(...ticket.items.map((item) => String(item.quantity).length), 1);
  const indent = qtyWidth + 3; // "12 x "
  for (const item of ticket.items) {
    const [first = "", ...more] = wrapText(item.name, columns - indent);
    push("bold", `${String(item.quantity).padStart(qtyWidth, " ")} x ${first}`);
    push("bold", ...more.map((line) => " ".repeat(indent) + line));
  }
  rule("-");
  const count = ticket.items.reduce((sum, item) => sum + item.quantity, 0);
  push(
    "bold",
    ...spread(count === 1 ? "1 item" : `${count} items`, `Total ${ticketMoney(ticket.totalPaise, rupee)}`, columns),
  );
  rule("=");
  return out;
}
