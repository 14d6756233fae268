import { describe, expect, it } from "vitest";
import { ordersHref, parseStatusParam } from "./order-status";

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
    expect(ordersHref("")).toBe("/orders");
    expect(ordersHref("cancelled")).toBe("/orders?status=cancelled");
    expect(ordersHref("", 2)).toBe("/orders?pages=2");
    expect(ordersHref("out-for-delivery", 3)).toBe("/orders?status=out-for-delivery&pages=3");
    expect(ordersHref("pending", 1)).toBe("/orders?status=pending");
  });
});
