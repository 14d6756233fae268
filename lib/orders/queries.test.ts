import { describe, expect, it } from "vitest";
import { flattenOrders, orderKeys } from "./queries";
import type { ApiOrder, OrdersPage } from "./contract";

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

describe("orderKeys", () => {
  it("nests: a list lies under its customer's key, which lies under all", () => {
    const list = orderKeys.list("c1", "pending", 123);
    expect(startsWith(list, orderKeys.customer("c1"))).toBe(true);
    expect(startsWith(orderKeys.customer("c1"), orderKeys.all)).toBe(true);
    expect(startsWith(list, orderKeys.customer("c2"))).toBe(false);
  });

  it("names every status, all included, and each server render apart", () => {
    expect(orderKeys.list("c1", undefined, 1)).toEqual(["orders", "c1", "all", 1]);
    expect(orderKeys.list("c1", undefined, 2)).not.toEqual(orderKeys.list("c1", undefined, 1));
  });
});

describe("flattenOrders", () => {
  it("keeps each order once, in the order loaded", () => {
    const order = (id: string) => ({ _id: id }) as ApiOrder;
    const page = (...ids: string[]): OrdersPage => ({ orders: ids.map(order), page: 1, pageSize: 2, total: 3 });
    expect(flattenOrders([page("a", "b"), page("b", "c")]).map((o) => o._id)).toEqual(["a", "b", "c"]);
  });
});
