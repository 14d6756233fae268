import { describe, expect, it } from "vitest";
import { parseOrderFilter } from "@/components/owner/order-filter";

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
