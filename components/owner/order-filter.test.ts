import { describe, expect, it } from "vitest";
import { parseOrderFilter, parsePage } from "@/components/owner/order-filter";

describe("parseOrderFilter", () => {
  it("reads the slug or the status itself, whatever the case", () => {
    expect(parseOrderFilter("out-for-delivery").status).toBe("out for delivery");
    expect(parseOrderFilter("Out For Delivery").status).toBe("out for delivery");
    expect(parseOrderFilter(["delivered", "pending"]).status).toBe("delivered");
  });

  it("takes anything else as All", () => {
    expect(parseOrderFilter(undefined).label).toBe("All");
    expect(parseOrderFilter("shipped").label).toBe("All");
    expect(parseOrderFilter("all").status).toBeUndefined();
  });
});

describe("parsePage", () => {
  it("accepts whole numbers from 1 and falls back to 1", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [undefined, "0", "-2", "1.5", "two", "99999999"]) expect(parsePage(bad)).toBe(1);
  });
});
