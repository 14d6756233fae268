import { describe, expect, it } from "vitest";
import { paymentStatusPath } from "./queries";

describe("paymentStatusPath", () => {
  it("encodes the reference", () => {
    expect(paymentStatusPath("pay_1/2")).toBe("/paymentStatus/pay_1%2F2");
  });
});
