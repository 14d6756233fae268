import { describe, expect, it } from "vitest";
import { helpOrderNumber, helpWindow, type OrderForHelp } from "@/lib/admin/help-rules";
import { helpReply, helpRequest } from "@/lib/messages/templates/help";

const NOW = new Date("2026-11-29T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const order = (over: Partial<OrderForHelp> = {}): OrderForHelp => ({
  status: "pending",
  paymentStatus: "paid",
  deliveredAt: null,
  cancelledAt: null,
  updatedAt: ago(0),
  ...over,
});

describe("helpWindow", () => {
  it("is open while a placed order is on its way, paid online or cash on delivery", () => {
    expect(helpWindow(order(), NOW)).toEqual({ open: true, until: null });
    expect(helpWindow(order({ status: "out_for_delivery", paymentStatus: "cod_due" }), NOW)).toEqual({
      open: true,
      until: null,
    });
  });

  it("stays open for 7 days after delivery or a cancel, to the millisecond", () => {
    const delivered = order({ status: "delivered", deliveredAt: ago(7) });
    expect(helpWindow(delivered, NOW)).toEqual({ open: true, until: NOW });
    expect(helpWindow(delivered, new Date(NOW.getTime() + 1))).toMatchObject({ open: false });
    const cancelled = order({ status: "cancelled", paymentStatus: "refunded", cancelledAt: ago(8) });
    expect(helpWindow(cancelled, NOW)).toEqual({
      open: false,
      why: "Help is available until 7 days after an order is cancelled",
    });
  });

  it("falls back to the order's last change when the step's own time is missing (older orders)", () => {
    expect(helpWindow(order({ status: "delivered", updatedAt: ago(3) }), NOW)).toMatchObject({ open: true });
    expect(helpWindow(order({ status: "delivered", updatedAt: ago(9) }), NOW)).toMatchObject({ open: false });
  });

  it("is closed to a checkout that was never paid", () => {
    expect(helpWindow(order({ paymentStatus: "awaiting_payment" }), NOW)).toMatchObject({ open: false });
    expect(helpWindow(order({ paymentStatus: "failed" }), NOW)).toMatchObject({ open: false });
  });
});

describe("help mails", () => {
  it("name the order as the lists do, keep what was written escaped, and tell of a refund", () => {
    expect(helpOrderNumber("cmx1v0j4m001h2x7dxmtifoo7")).toBe("#TIFOO7");
    const reply = helpReply.render(
      helpReply.schema.parse({
        username: "Asha",
        restaurantName: "Dosa Corner",
        orderNumber: "#A1B2C3",
        reply: "Sorry <b>about</b> that",
        refundPaise: 5000,
        closed: true,
        orderUrl: "https://thali.example/orders",
      }),
    );
    expect(reply.text).toContain("Sorry <b>about</b> that");
    expect(reply.text).toContain("₹50.00");
    expect(reply.html).toContain("Sorry &lt;b&gt;about&lt;/b&gt; that");
    expect(reply.html).toContain("closed this request");
    const request = helpRequest.render(
      helpRequest.schema.parse({
        customerName: "Asha",
        orderNumber: "#A1B2C3",
        restaurantName: "Dosa Corner",
        reason: "Missing item",
        message: "No raita",
        isReply: false,
        threadUrl: "https://thali.example/admin/help/t1",
      }),
    );
    expect(request.subject).toBe("Asha asked for help: order #A1B2C3 (Missing item)");
    expect(request.text).toContain("https://thali.example/admin/help/t1");
  });
});
