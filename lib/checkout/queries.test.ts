import { describe, expect, it } from "vitest";
import { checkoutKeys, paymentStatusPath } from "./queries";

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
