import { describe, expect, it } from "vitest";
import { guardRedirect, safeNextPath } from "./guards";

describe("guardRedirect", () => {
  it("sends visitors of the owner area who are not restaurant users to the restaurant login", () => {
    expect(guardRedirect("/restaurant/dashboard", null)).toBe(
      "/auth/login/restaurant?redirect=%2Frestaurant%2Fdashboard",
    );
    expect(guardRedirect("/restaurant", "customer")).toBe("/auth/login/restaurant?redirect=%2Frestaurant");
  });

  it("lets restaurant users into the owner area and everyone onto other pages", () => {
    expect(guardRedirect("/restaurant/menu", "restaurant")).toBeNull();
    expect(guardRedirect("/restaurants", null)).toBeNull();
    expect(guardRedirect("/restaurantPage/abc/menu", null)).toBeNull();
  });
});

describe("safeNextPath", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeNextPath("/orders?x=1")).toBe("/orders?x=1");
    expect(safeNextPath("https://evil.example")).toBe("/");
    expect(safeNextPath("//evil.example")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
    expect(safeNextPath(null)).toBe("/");
  });
});
