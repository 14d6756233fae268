import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ticketLabel,
  ticketLines,
  ticketMoney,
  ticketTime,
  TICKET_WIDTHS,
  type TicketData,
  wrapText,
} from "@/lib/tickets/layout";

const ticket = (extra: Partial<TicketData> = {}): TicketData => ({
  restaurantName: "Spice Route",
  orderNumber: "#AB12CD",
  placedAt: "2026-11-27T13:35:00.000Z",
  timeZone: "Asia/Kolkata",
  customerName: "Asha Rao",
  items: [
    { name: "Paneer Tikka", quantity: 2 },
    { name: "Butter Naan", quantity: 1 },
  ],
  totalPaise: 123450,
  print: { printId: 42, copy: 1 },
  ...extra,
});

const texts = (data: TicketData, columns: number) => ticketLines(data, columns).map((line) => line.text);

describe("ticketLines", () => {
  it("lays out a 58 mm ticket in 32 characters a line", () => {
    expect(TICKET_WIDTHS[58]).toBe(32);
    expect(texts(ticket(), 32)).toEqual([
      "          Spice Route",
      "================================",
      "KOT 0042                 #AB12CD",
      "Placed 27 Nov 2026, 19:05 IST",
      "Customer: Asha Rao",
      "--------------------------------",
      "2 x Paneer Tikka",
      "1 x Butter Naan",
      "--------------------------------",
      "3 items          Total ₹1,234.50",
      "================================",
    ]);
  });

  it("lays out an 80 mm ticket in 48 characters a line", () => {
    expect(TICKET_WIDTHS[80]).toBe(48);
    const lines = texts(ticket(), 48);
    expect(lines[2]).toBe(`KOT 0042${" ".repeat(33)}#AB12CD`);
    expect(lines[9]).toBe(`3 items${" ".repeat(26)}Total ₹1,234.50`);
    expect(lines.every((line) => Array.from(line).length <= 48)).toBe(true);
  });

  it("wraps a long dish name under itself, after the quantity", () => {
    const lines = texts(
      ticket({
        items: [
          { name: "Hyderabadi Chicken Dum Biryani with Mirchi ka Salan and Raita", quantity: 12 },
          { name: "Tea", quantity: 3 },
        ],
      }),
      32,
    );
    expect(lines.slice(6, 11)).toEqual([
      "12 x Hyderabadi Chicken Dum",
      "     Biryani with Mirchi ka",
      "     Salan and Raita",
      " 3 x Tea",
      "--------------------------------",
    ]);
  });

  it("says REPRINT, white on black across the line, from the second copy on", () => {
    const lines = ticketLines(ticket({ print: { printId: 7, copy: 2 } }), 32);
    expect(lines[2]?.text).toMatch(/^KOT 0007 +#AB12CD$/);
    expect(lines[3]).toEqual({ text: "    *** REPRINT - COPY 2 ***    ", style: "inverse" });
    expect(ticketLines(ticket(), 32).some((line) => line.style === "inverse")).toBe(false);
  });

  it("names an unprinted ticket as such, and a name of one huge word over several lines", () => {
    const lines = texts(ticket({ print: null, restaurantName: "A".repeat(40) }), 32);
    expect(lines[0]).toBe("A".repeat(32));
    expect(lines[1]).toBe(`            ${"A".repeat(8)}`);
    expect(lines[3]).toBe("KOT (not printed yet)    #AB12CD");
  });

  it("never lets a line run past the paper, whatever the names (property)", () => {
    const text = fc.string({ minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(
        text,
        text,
        fc.array(fc.record({ name: text, quantity: fc.integer({ min: 1, max: 999 }) }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(32, 48),
        fc.integer({ min: 0, max: 99_999_999 }),
        (restaurantName, customerName, items, columns, totalPaise) => {
          const lines = ticketLines(ticket({ restaurantName, customerName, items, totalPaise }), columns);
          return lines.every((line) => Array.from(line.text).length <= columns);
        },
      ),
    );
  });
});

describe("the ticket's pieces", () => {
  it("wraps at spaces and cuts words longer than a line", () => {
    expect(wrapText("ab cd ef", 5)).toEqual(["ab cd", "ef"]);
    expect(wrapText("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("  a\n\tb  ", 10)).toEqual(["a b"]);
    expect(wrapText("", 10)).toEqual([""]);
  });

  it("numbers tickets with four digits, money in Indian grouping, time in the restaurant's zone", () => {
    expect(ticketLabel(42)).toBe("KOT 0042");
    expect(ticketLabel(12345)).toBe("KOT 12345");
    expect(ticketMoney(12345678)).toBe("₹1,23,456.78");
    expect(ticketMoney(5, "Rs.")).toBe("Rs.0.05");
    // 23:50 UTC is 05:20 the next day in India: the ticket shows the kitchen's date
    expect(ticketTime("2026-11-26T23:50:00.000Z", "Asia/Kolkata")).toBe("27 Nov 2026, 05:20 IST");
  });
});
