import { describe, expect, it } from "vitest";
import { ticketEscPos } from "@/lib/tickets/escpos";
import type { TicketData } from "@/lib/tickets/layout";

const ESC = 0x1b;
const GS = 0x1d;
const ticket = (copy: number): TicketData => ({
  restaurantName: "Spice",
  orderNumber: "#AB12CD",
  placedAt: "2026-11-27T13:35:00.000Z",
  timeZone: "Asia/Kolkata",
  customerName: "Asha",
  items: [{ name: "Naan", quantity: 1 }],
  totalPaise: 5000,
  print: { printId: 1, copy },
});

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const has = (bytes: Uint8Array, sequence: number[]) => latin1(bytes).includes(String.fromCharCode(...sequence));

describe("ticketEscPos", () => {
  it("resets the printer, picks code page 437, prints each laid-out line and cuts", () => {
    const bytes = ticketEscPos(ticket(1), 58);
    expect([...bytes.slice(0, 2)]).toEqual([ESC, 0x40]); // ESC @: initialise
    expect(has(bytes, [ESC, 0x74, 0x00])).toBe(true); // ESC t 0: code page 437
    const text = latin1(bytes);
    expect(text).toContain("================================\n"); // 32 columns on 58 mm
    expect(text).toContain(
      `${String.fromCharCode(ESC, 0x45, 1)}KOT 0001                 #AB12CD${String.fromCharCode(ESC, 0x45, 0)}\n`,
    );
    expect(text).toContain("1 item            Total Rs.50.00"); // no rupee sign in cp437
    expect(text).not.toContain("REPRINT");
    expect([...bytes.slice(-4)]).toEqual([GS, 0x56, 0x01, 0x0a]); // GS V 1: partial cut
  });

  it("prints REPRINT white on black (GS B 1 ... GS B 0) on a second copy, and 48 columns on 80 mm", () => {
    const bytes = ticketEscPos(ticket(2), 80);
    const text = latin1(bytes);
    const on = String.fromCharCode(GS, 0x42, 1);
    const off = String.fromCharCode(GS, 0x42, 0);
    expect(text).toMatch(
      new RegExp(`${on} +\\*\\*\\* REPRINT - COPY 2 \\*\\*\\* +${String.fromCharCode(ESC)}E\\x00${off}`),
    );
    expect(text).toContain(`${"=".repeat(48)}\n`);
  });

  it("prints a character outside the code page as '?' instead of failing", () => {
    const bytes = ticketEscPos({ ...ticket(1), items: [{ name: "पनीर Tikka", quantity: 2 }] }, 58);
    expect(latin1(bytes)).toMatch(/2 x \?+ Tikka/);
  });
});
