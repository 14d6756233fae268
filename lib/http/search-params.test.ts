import { describe, expect, it } from "vitest";
import { MAX_ORDER_PAGES } from "@/components/orders/order-status";
import { MAX_ORDERS_PAGE } from "@/components/owner/order-filter";
import { firstParam, intParam, pageParam } from "./search-params";

describe("firstParam", () => {
  it("takes the first of a repeated parameter", () => {
    expect(firstParam(["a", "b"])).toBe("a");
    expect(firstParam("x")).toBe("x");
    expect(firstParam(undefined)).toBeUndefined();
    expect(firstParam([])).toBeUndefined();
  });

  it("drops what no database text can hold", () => {
    expect(firstParam("a\u0000b")).toBeUndefined();
    expect(firstParam("\ud800")).toBeUndefined();
  });
});

describe("pageParam", () => {
  it("reads Past Orders' ?pages= (a count it caps) and falls back to 1", () => {
    expect(pageParam("3", MAX_ORDER_PAGES, "clamp")).toBe(3);
    expect(pageParam(["2", "5"], MAX_ORDER_PAGES, "clamp")).toBe(2);
    expect(pageParam(String(MAX_ORDER_PAGES + 10), MAX_ORDER_PAGES, "clamp")).toBe(MAX_ORDER_PAGES);
    for (const bad of [undefined, "", " ", "0", "-2", "1.5", "two", "1e400", "2abc"]) {
      expect(pageParam(bad, MAX_ORDER_PAGES, "clamp")).toBe(1);
    }
  });

  it("reads the console's ?page= (a page number): above the last, page 1", () => {
    expect(pageParam("3", MAX_ORDERS_PAGE)).toBe(3);
    expect(pageParam(String(MAX_ORDERS_PAGE), MAX_ORDERS_PAGE)).toBe(MAX_ORDERS_PAGE);
    for (const bad of [undefined, "0", "-2", "1.5", "two", "99999999"]) expect(pageParam(bad, MAX_ORDERS_PAGE)).toBe(1);
  });
});

describe("intParam", () => {
  it("keeps a whole number within bounds and falls back otherwise", () => {
    const rule = { min: 2020, max: 2030, fallback: 2026 };
    expect(intParam("2024", rule)).toBe(2024);
    expect(intParam("2019", rule)).toBe(2026);
    expect(intParam("2031", rule)).toBe(2026);
    expect(intParam("2031", { ...rule, above: "clamp" })).toBe(2030);
    expect(intParam("", rule)).toBe(2026);
  });
});
