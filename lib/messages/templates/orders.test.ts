import { describe, expect, it } from "vitest";
import { orderPlaced } from "@/lib/messages/templates/orders";

const receipt = {
  username: "Asha",
  restaurantName: "Dosa Corner",
  orderNumber: "#A1B2C3",
  lines: [{ name: "Masala Dosa", quantity: 1, linePaise: 18_000 }],
  totalPaise: 20_000,
  address: "7 Residency Road, Bengaluru",
  orderUrl: "https://thali.example/orders",
};

describe("orderPlaced", () => {
  it("says the total was paid for an online order, and is to pay at the door for cash on delivery", () => {
    const paid = orderPlaced.render(orderPlaced.schema.parse(receipt));
    expect(paid.text).toContain("Total paid  ₹200.00");
    expect(paid.html).toContain("Total paid");
    const cod = orderPlaced.render(orderPlaced.schema.parse({ ...receipt, payOnDelivery: true }));
    expect(cod.text).toContain("To pay on delivery  ₹200.00");
    expect(cod.text).not.toContain("Total paid");
    expect(cod.html).toContain("To pay on delivery");
  });
});
