import { describe, expect, it } from "vitest";
import { deliveryAreaQuery, locationKeys } from "./queries";

describe("locationKeys", () => {
  it("nests a restaurant's area under all, one key per restaurant", () => {
    expect(locationKeys.area("r1").slice(0, locationKeys.all.length)).toEqual([...locationKeys.all]);
    expect(locationKeys.area("r1")).not.toEqual(locationKeys.area("r2"));
    expect(deliveryAreaQuery("r1").queryKey).toEqual(locationKeys.area("r1"));
  });
});
