import { describe, expect, it } from "vitest";
import { cartKeys } from "./queries";

describe("cartKeys", () => {
  it("nests both checks under all, apart from each other and per restaurant", () => {
    const menu = cartKeys.menu("r1");
    const status = cartKeys.restaurantStatus("r1");
    expect(menu.slice(0, cartKeys.all.length)).toEqual([...cartKeys.all]);
    expect(status.slice(0, cartKeys.all.length)).toEqual([...cartKeys.all]);
    expect(menu).not.toEqual(status);
    expect(cartKeys.menu("r2")).not.toEqual(menu);
  });
});
