import { describe, expect, it, vi } from "vitest";

// The server action behind loadCheckoutViewer reads the session; only the keys and paths are tested here.
vi.mock("@/lib/checkout/viewer", () => ({ getCheckoutViewer: vi.fn() }));

const { checkoutKeys, paymentStatusPath } = await import("./queries");

describe("checkoutKeys", () => {
  it("nests the viewer under all", () => {
    expect(checkoutKeys.viewer().slice(0, checkoutKeys.all.length)).toEqual([...checkoutKeys.all]);
  });
});

describe("paymentStatusPath", () => {
  it("encodes the reference", () => {
    expect(paymentStatusPath("pay_1/2")).toBe("/paymentStatus/pay_1%2F2");
  });
});
