import { describe, expect, it } from "vitest";
import { searchKeys, searchPath } from "./queries";

describe("searchKeys", () => {
  it("nests every query under all; the city's case does not make another entry", () => {
    const key = searchKeys.query("paneer", { city: "Delhi", pincode: "110001" });
    expect(key.slice(0, searchKeys.all.length)).toEqual([...searchKeys.all]);
    expect(searchKeys.query("paneer", { city: "delhi", pincode: "110001" })).toEqual(key);
    expect(searchKeys.query("paneer", null)).not.toEqual(key);
  });
});

describe("searchPath", () => {
  it("sends the place only when there is one", () => {
    expect(searchPath("dosa", null)).toBe("/api/search?q=dosa");
    expect(searchPath("dosa", { city: "Pune", pincode: "411001" })).toBe("/api/search?q=dosa&city=Pune&pincode=411001");
  });
});
