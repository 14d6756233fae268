import { describe, expect, it } from "vitest";
import { guardRedirect, safeNextPath } from "./guards";

describe("guardRedirect", () => {
  it("sends visitors of the owner area who are not restaurant users to the restaurant login", () => {
    expect(guardRedirect("/restaurant/dashboard", null)).toBe(
      "/auth/login/restaurant?redirect=%2Frestaurant%2Fdashboard",
    );
    expect(guardRedirect("/restaurant", "customer")).toBe("/auth/login/restaurant?redirect=%2Frestaurant");
  });

  it("sends visitors of the rider console who are not riders to the rider login, and lets riders in", () => {
    expect(guardRedirect("/rider", null)).toBe("/auth/login/rider?redirect=%2Frider");
    expect(guardRedirect("/rider/earnings", "customer")).toBe("/auth/login/rider?redirect=%2Frider%2Fearnings");
    expect(guardRedirect("/rider", "restaurant")).toBe("/auth/login/rider?redirect=%2Frider");
    expect(guardRedirect("/rider/earnings", "rider")).toBeNull();
    expect(guardRedirect("/restaurant/dashboard", "rider")).toBe(
      "/auth/login/restaurant?redirect=%2Frestaurant%2Fdashboard",
    );
  });

  it("sends visitors and restaurant users of a customer's orders and payment pages to the customer login", () => {
    expect(guardRedirect("/orders", null)).toBe("/auth/login/customer?redirect=%2Forders");
    expect(guardRedirect("/orders", "restaurant")).toBe("/auth/login/customer?redirect=%2Forders");
    expect(guardRedirect("/paymentStatus/pay_123", null)).toBe(
      "/auth/login/customer?redirect=%2FpaymentStatus%2Fpay_123",
    );
    expect(guardRedirect("/payments/test/order_abc", null)).toBe(
      "/auth/login/customer?redirect=%2Fpayments%2Ftest%2Forder_abc",
    );
    expect(guardRedirect("/orders", "customer")).toBeNull();
    expect(guardRedirect("/paymentStatus/pay_123", "customer")).toBeNull();
    expect(guardRedirect("/payments/test/order_abc", "customer")).toBeNull();
  });

  it("sends visitors and restaurant users of a customer's notification choices to the customer login", () => {
    expect(guardRedirect("/account/notifications", null)).toBe(
      "/auth/login/customer?redirect=%2Faccount%2Fnotifications",
    );
    expect(guardRedirect("/account/notifications", "restaurant")).toBe(
      "/auth/login/customer?redirect=%2Faccount%2Fnotifications",
    );
    expect(guardRedirect("/account/notifications", "customer")).toBeNull();
  });

  it("guards whole path segments only", () => {
    expect(guardRedirect("/ordersandmore", null)).toBeNull();
    expect(guardRedirect("/paymentsx", null)).toBeNull();
    expect(guardRedirect("/restaurantsx", null)).toBeNull();
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
