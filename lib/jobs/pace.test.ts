import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { takeNextAtOnce } from "@/lib/jobs/pace";

describe("takeNextAtOnce", () => {
  it("runs back to back when no request is in flight, however fresh the job", () => {
    expect(takeNextAtOnce({ requestsInFlight: 0, lagSeconds: 0, busyLagSeconds: 30 })).toBe(true);
  });

  it("waits for the next poll while requests are in flight and the jobs trail by less than the lag", () => {
    expect(takeNextAtOnce({ requestsInFlight: 1, lagSeconds: 0.2, busyLagSeconds: 30 })).toBe(false);
    expect(takeNextAtOnce({ requestsInFlight: 40, lagSeconds: 29.9, busyLagSeconds: 30 })).toBe(false);
  });

  it("runs back to back again once the jobs trail by the lag, and never waits with a lag of 0", () => {
    expect(takeNextAtOnce({ requestsInFlight: 40, lagSeconds: 30, busyLagSeconds: 30 })).toBe(true);
    expect(takeNextAtOnce({ requestsInFlight: 40, lagSeconds: 0, busyLagSeconds: 0 })).toBe(true);
  });

  it("gives way only under load, and never to a job past its lag (property)", () => {
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.integer({ min: 0, max: 600 }),
        (requestsInFlight, lagSeconds, busyLagSeconds) => {
          const atOnce = takeNextAtOnce({ requestsInFlight, lagSeconds, busyLagSeconds });
          if (requestsInFlight === 0 || lagSeconds >= busyLagSeconds) expect(atOnce).toBe(true);
          else expect(atOnce).toBe(false);
        },
      ),
    );
  });
});
