import { describe, expect, it } from "vitest";
import { formatOrderTime } from "@/components/owner/order-time";

describe("formatOrderTime", () => {
  it("shows the time in India whatever the machine's zone", () => {
    expect(formatOrderTime("2026-11-22T13:35:00.000Z")).toBe("Sun, 22 Nov 2026, 7:05 pm");
    expect(formatOrderTime("2026-12-31T20:00:00.000Z")).toBe("Fri, 1 Jan 2027, 1:30 am");
  });
});
