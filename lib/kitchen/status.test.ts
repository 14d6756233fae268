import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptDeadline,
  canKitchen,
  KITCHEN_STATUSES,
  kitchenActionsFrom,
  kitchenConflict,
  kitchenSources,
  kitchenTarget,
  readyByOf,
  type KitchenAction,
  type KitchenStatus,
} from "@/lib/kitchen/status";

const ACTIONS: KitchenAction[] = ["accept", "reject", "prepare", "ready"];

describe("the kitchen's state machine", () => {
  it("allows exactly the issue's moves", () => {
    const allowed = KITCHEN_STATUSES.flatMap((from) =>
      ACTIONS.filter((action) => canKitchen(from, action)).map(
        (action) => `${from} -${action}-> ${kitchenTarget(action)}`,
      ),
    );
    expect(allowed).toEqual([
      "placed -accept-> accepted",
      "placed -reject-> rejected",
      "accepted -prepare-> preparing",
      "accepted -ready-> ready",
      "preparing -ready-> ready",
    ]);
  });

  it("is one way: no walk of allowed actions ever comes back to a status it left", () => {
    const order: Record<KitchenStatus, number> = { placed: 0, accepted: 1, preparing: 2, ready: 3, rejected: 3 };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTIONS), { maxLength: 12 }), (walk) => {
        let status: KitchenStatus = "placed";
        for (const action of walk) {
          if (!canKitchen(status, action)) continue;
          const next = kitchenTarget(action);
          expect(order[next]).toBeGreaterThan(order[status]);
          status = next;
        }
      }),
    );
  });

  it("has nothing left to do from ready or rejected, and offers accept and reject for a new order", () => {
    expect(kitchenActionsFrom("placed")).toEqual(["accept", "reject"]);
    expect(kitchenActionsFrom("accepted")).toEqual(["prepare", "ready"]);
    expect(kitchenActionsFrom("preparing")).toEqual(["ready"]);
    expect(kitchenActionsFrom("ready")).toEqual([]);
    expect(kitchenActionsFrom("rejected")).toEqual([]);
  });

  it("gives each action's sources as the WHERE of its conditional update", () => {
    expect(kitchenSources("ready")).toEqual(["accepted", "preparing"]);
    expect(kitchenSources("reject")).toEqual(["placed"]);
  });

  it("says why a refused step is refused", () => {
    expect(kitchenConflict("accepted", "accept")).toBe("This order was already accepted and cannot be accepted");
    expect(kitchenConflict("accepted", "reject")).toBe("This order was already accepted and cannot be rejected");
    expect(kitchenConflict("placed", "ready")).toBe("Accept this order before marking it ready");
    expect(kitchenConflict("rejected", "accept")).toBe("This order was rejected and cannot be accepted");
  });
});

describe("the kitchen's times", () => {
  it("puts readyBy prepMinutes after the accept and the deadline the window after payment, to the millisecond", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 90 }),
        (at, minutes) => {
          expect(readyByOf(at, minutes).getTime() - at.getTime()).toBe(minutes * 60_000);
          expect(acceptDeadline(at, minutes).getTime() - at.getTime()).toBe(minutes * 60_000);
        },
      ),
    );
  });
});
