import { describe, expect, it } from "vitest";
import { MAX_ORDER_PAGES, ordersHref, parsePagesParam, parseStatusParam } from "./order-status";

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

describe("parsePagesParam", () => {
  it("reads a whole number of pages from 1 up to the cap, and anything else as 1", () => {
    expect(parsePagesParam("3")).toBe(3);
    expect(parsePagesParam(["2", "5"])).toBe(2);
    expect(parsePagesParam(String(MAX_ORDER_PAGES + 10))).toBe(MAX_ORDER_PAGES);
    for (const bad of [undefined, "", "0", "-2", "1.5", "two", "1e400"]) expect(parsePagesParam(bad)).toBe(1);
  });
});
