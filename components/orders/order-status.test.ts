import { describe, expect, it } from "vitest";
import { ordersHref, parseStatusParam, STATUS_CHOICES, STATUS_LABELS } from "./order-status";

describe("parseStatusParam", () => {
  it("reads a slug or the wire value, and falls back to All", () => {
    expect(parseStatusParam("pending").status).toBe("pending");
    expect(parseStatusParam("out-for-delivery").status).toBe("out for delivery");
    expect(parseStatusParam("Out For Delivery").status).toBe("out for delivery");
    expect(parseStatusParam(["delivered", "x"]).label).toBe("Delivered");
    expect(parseStatusParam("shipped")).toMatchObject({ slug: "", status: undefined });
    expect(parseStatusParam(undefined).label).toBe("All");
  });

  it("builds the address back", () => {
    expect(ordersHref("customer", "")).toBe("/orders");
    expect(ordersHref("customer", "cancelled")).toBe("/orders?status=cancelled");
    expect(ordersHref("customer", "", 2)).toBe("/orders?pages=2");
    expect(ordersHref("customer", "out-for-delivery", 3)).toBe("/orders?status=out-for-delivery&pages=3");
    expect(ordersHref("customer", "pending", 1)).toBe("/orders?status=pending");
  });
});

describe("ordersHref of the console's Orders", () => {
  it("counts pages with ?page= and leaves out the defaults", () => {
    expect(ordersHref("restaurant", "")).toBe("/restaurant/orders");
    expect(ordersHref("restaurant", "pending")).toBe("/restaurant/orders?status=pending");
    expect(ordersHref("restaurant", "", 2)).toBe("/restaurant/orders?page=2");
    expect(ordersHref("restaurant", "delivered", 3)).toBe("/restaurant/orders?status=delivered&page=3");
  });
});

describe("STATUS_CHOICES", () => {
  it("is All then every status with its label and slug", () => {
    expect(STATUS_CHOICES).toEqual([
      { slug: "", label: "All", status: undefined },
      { slug: "pending", label: "Pending", status: "pending" },
      { slug: "out-for-delivery", label: "Out For Delivery", status: "out for delivery" },
      { slug: "delivered", label: "Delivered", status: "delivered" },
      { slug: "cancelled", label: "Cancelled", status: "cancelled" },
    ]);
    expect(STATUS_LABELS["out for delivery"]).toBe("Out For Delivery");
  });
});
