import { describe, expect, it } from "vitest";
import { paymentLine } from "@/components/orders/payment-words";

const cod = {
  paymentMethod: "cod" as const,
  paymentStatus: "cod_due" as const,
  paidWith: null,
  codCollectedVia: null,
  codRefusedAt: null,
  totalPrice: 270,
};

describe("paymentLine", () => {
  it("says what is due on a cash order, then how it was paid at the door, or that it was refused", () => {
    expect(paymentLine(cod)).toBe("Cash on delivery · ₹270.00 due");
    expect(paymentLine({ ...cod, paymentStatus: "paid", codCollectedVia: "upi" })).toBe("Paid by UPI at the door");
    expect(paymentLine({ ...cod, paymentStatus: "paid", codCollectedVia: "cash" })).toBe("Paid by cash at the door");
    expect(paymentLine({ ...cod, codRefusedAt: "2026-11-27T10:00:00.000Z" })).toBe(
      "Cash on delivery · refused at the door",
    );
  });

  it("names the method of an online payment when the gateway told it, and nothing otherwise", () => {
    const online = { ...cod, paymentMethod: "online" as const, paymentStatus: "paid" as const };
    expect(paymentLine({ ...online, paidWith: "card" })).toBe("Paid online by card");
    expect(paymentLine({ ...online, paidWith: "upi" })).toBe("Paid online by UPI");
    expect(paymentLine(online)).toBeNull();
  });
});
