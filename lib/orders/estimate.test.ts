import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateDeliveryBy, LEGACY_DELIVERY_MINUTES, TRAVEL_MINUTES, type EstimateInput } from "@/lib/orders/estimate";

const T0 = new Date("2026-11-27T13:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const minutesOf = (date: Date | null) => (date === null ? null : (date.getTime() - T0.getTime()) / 60_000);

const placed: EstimateInput = {
  status: "pending",
  kitchenStatus: "placed",
  createdAt: at(0),
  paidAt: at(1),
  acceptedAt: null,
  preparingAt: null,
  readyAt: null,
  readyBy: null,
  outForDeliveryAt: null,
  defaultPrepMinutes: 25,
};

describe("estimateDeliveryBy, step by step", () => {
  it("placed: paid time + the restaurant's usual preparation time + travel", () => {
    expect(minutesOf(estimateDeliveryBy(placed))).toBe(1 + 25 + TRAVEL_MINUTES);
    // an order with no payment time (never the case for a paid order, but the column is nullable)
    expect(minutesOf(estimateDeliveryBy({ ...placed, paidAt: null }))).toBe(25 + TRAVEL_MINUTES);
  });

  it("accepted and preparing: the kitchen's promise + travel, not before preparing started", () => {
    const accepted = { ...placed, kitchenStatus: "accepted" as const, acceptedAt: at(3), readyBy: at(18) };
    expect(minutesOf(estimateDeliveryBy(accepted))).toBe(18 + TRAVEL_MINUTES);
    const preparing = { ...accepted, kitchenStatus: "preparing" as const, preparingAt: at(5) };
    expect(minutesOf(estimateDeliveryBy(preparing))).toBe(18 + TRAVEL_MINUTES);
    // started after the promise had passed: ready no sooner than that
    expect(minutesOf(estimateDeliveryBy({ ...preparing, preparingAt: at(30) }))).toBe(30 + TRAVEL_MINUTES);
  });

  it("ready, then out for delivery: that step's time + travel", () => {
    const ready = { ...placed, kitchenStatus: "ready" as const, acceptedAt: at(3), readyBy: at(18), readyAt: at(12) };
    expect(minutesOf(estimateDeliveryBy(ready))).toBe(12 + TRAVEL_MINUTES);
    const out = { ...ready, status: "out_for_delivery" as const, outForDeliveryAt: at(14) };
    expect(minutesOf(estimateDeliveryBy(out))).toBe(14 + TRAVEL_MINUTES);
  });

  it("none once delivered, cancelled or rejected", () => {
    expect(estimateDeliveryBy({ ...placed, status: "delivered" })).toBeNull();
    expect(estimateDeliveryBy({ ...placed, status: "cancelled" })).toBeNull();
    expect(estimateDeliveryBy({ ...placed, status: "cancelled", kitchenStatus: "rejected" })).toBeNull();
  });

  it("an older order with no kitchen times: the spec's 30 minutes after it was placed", () => {
    const legacy = { ...placed, kitchenStatus: "ready" as const, status: "out_for_delivery" as const };
    expect(minutesOf(estimateDeliveryBy(legacy))).toBe(LEGACY_DELIVERY_MINUTES);
    expect(minutesOf(estimateDeliveryBy({ ...legacy, status: "pending" }))).toBe(LEGACY_DELIVERY_MINUTES);
    // ...but never before a step it did record
    expect(minutesOf(estimateDeliveryBy({ ...legacy, readyAt: null, outForDeliveryAt: null, paidAt: at(45) }))).toBe(
      45,
    );
  });
});

/** An order's life as integer minutes between its steps, some of which may not have been recorded. */
const life = fc.record({
  paid: fc.integer({ min: 0, max: 10 }),
  accept: fc.integer({ min: 0, max: 30 }),
  prep: fc.integer({ min: 5, max: 90 }),
  preparing: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
  ready: fc.integer({ min: 0, max: 120 }),
  out: fc.integer({ min: 0, max: 60 }),
  defaultPrep: fc.integer({ min: 5, max: 90 }),
  // an older order: the kitchen's and the delivery's times were never kept
  legacy: fc.boolean(),
});

type Life = typeof life extends fc.Arbitrary<infer T> ? T : never;

/** Every state the order passes through, with the time of the step that put it there. */
function statesOf(l: Life): Array<{ input: EstimateInput; stepAt: Date }> {
  const keep = (date: Date) => (l.legacy ? null : date);
  const paidAt = at(l.paid);
  const acceptedAt = at(l.paid + l.accept);
  const readyBy = at(l.paid + l.accept + l.prep);
  const preparingAt = l.preparing === null ? null : at(l.paid + l.accept + l.preparing);
  const readyAt = at(minutesOf(preparingAt ?? acceptedAt)! + l.ready);
  const outAt = at(minutesOf(readyAt)! + l.out);
  const base: EstimateInput = { ...placed, paidAt, defaultPrepMinutes: l.defaultPrep };
  const accepted: EstimateInput = {
    ...base,
    kitchenStatus: "accepted",
    acceptedAt: keep(acceptedAt),
    readyBy: keep(readyBy),
  };
  const states = [
    { input: base, stepAt: paidAt },
    { input: accepted, stepAt: acceptedAt },
  ];
  const preparing = preparingAt && { ...accepted, kitchenStatus: "preparing" as const, preparingAt: keep(preparingAt) };
  if (preparing) states.push({ input: preparing, stepAt: preparingAt });
  const ready = { ...(preparing ?? accepted), kitchenStatus: "ready" as const, readyAt: keep(readyAt) };
  states.push({ input: ready, stepAt: readyAt });
  states.push({
    input: { ...ready, status: "out_for_delivery", outForDeliveryAt: keep(outAt) },
    stepAt: outAt,
  });
  return states;
}

describe("estimateDeliveryBy, over an order's whole life (fast-check)", () => {
  it("is never before the time of the order's latest recorded step, nor null before delivery", () => {
    fc.assert(
      fc.property(life, (l) => {
        for (const { input } of statesOf(l)) {
          const estimate = estimateDeliveryBy(input);
          expect(estimate).not.toBeNull();
          const recorded = [input.createdAt, input.paidAt, input.acceptedAt, input.preparingAt, input.readyAt]
            .concat(input.outForDeliveryAt)
            .filter((d): d is Date => d !== null);
          for (const step of recorded) expect(estimate!.getTime()).toBeGreaterThanOrEqual(step.getTime());
        }
      }),
    );
  });

  it("with the times kept: at least travel after each step, and a later step never moves it before the previous step's time", () => {
    fc.assert(
      fc.property(
        life.filter((l) => !l.legacy),
        (l) => {
          const states = statesOf(l);
          states.forEach(({ input, stepAt }, index) => {
            const estimate = estimateDeliveryBy(input)!.getTime();
            expect(estimate).toBeGreaterThanOrEqual(stepAt.getTime() + TRAVEL_MINUTES * 60_000);
            if (index > 0) expect(estimate).toBeGreaterThanOrEqual(states[index - 1]!.stepAt.getTime());
          });
        },
      ),
    );
  });

  it("is null exactly when the order is delivered or cancelled", () => {
    fc.assert(
      fc.property(life, fc.constantFrom("delivered" as const, "cancelled" as const), (l, end) => {
        const last = statesOf(l).at(-1)!.input;
        expect(estimateDeliveryBy({ ...last, status: end })).toBeNull();
      }),
    );
  });
});
