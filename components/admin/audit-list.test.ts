import { describe, expect, it } from "vitest";
import { changedFields } from "@/components/admin/audit-list";

describe("changedFields: what an audit entry shows as changed", () => {
  it("lists only the fields whose value differs, with before and after", () => {
    expect(
      changedFields(
        { reviewStatus: "pending", reviewNote: null, name: "Seoul" },
        { reviewStatus: "approved", reviewNote: null, name: "Seoul" },
      ),
    ).toEqual([{ field: "reviewStatus", from: "pending", to: "approved" }]);
  });

  it("shows a field that appears or disappears against a dash, and objects as JSON", () => {
    expect(changedFields(null, { value: 2500, restaurantId: null })).toEqual([
      { field: "value", from: "—", to: "2500" },
    ]);
    expect(changedFields({ pincodes: ["560034"] }, {})).toEqual([{ field: "pincodes", from: '["560034"]', to: "—" }]);
  });

  it("shows nothing for a value that is not an object (a scalar or a list) on both sides", () => {
    expect(changedFields([1, 2], "x")).toEqual([]);
  });
});
