import { describe, expect, it } from "vitest";
import { summaryColumnsSql, summarySelect, toOwnerRestaurant, toRestaurantSummary, type SummaryRow } from "./summary";

const row: SummaryRow = {
  id: "r1",
  name: "Udupi Tiffin Room",
  imageUrl: "/images/r1.webp",
  address: "1 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  cuisines: ["South Indian"],
  openMinute: 0,
  closeMinute: 0,
  timeZone: "Asia/Kolkata",
  weekWindows: [],
  closedDates: [],
  deliveryMinutes: 30,
  ratingCount: 4,
  ratingTotal: 18,
  deliveryCities: ["Bengaluru"],
  deliveryPincodes: [],
  pausedAt: null,
  pauseReason: null,
  pausedUntil: null,
  fssaiNumber: "10019022000123",
  taxMode: "inclusive",
  foodGstBps: 500,
};

describe("summaryColumnsSql", () => {
  it("reads every column of summarySelect from `r`, in its order", () => {
    expect(summaryColumnsSql.sql).toBe(
      Object.keys(summarySelect)
        .map((column) => `r."${column}"`)
        .join(", "),
    );
  });
});

describe("toRestaurantSummary", () => {
  it("turns the rating figures into an average and a count, and the pause into a flag", () => {
    const summary = toRestaurantSummary(row, new Date("2026-01-01T06:00:00Z"));
    expect(summary).toMatchObject({ id: "r1", rating: 4.5, reviewCount: 4, paused: false, isOpen: true });
    expect(summary).not.toHaveProperty("ratingTotal");
    expect(summary).not.toHaveProperty("pausedAt");
  });
});

describe("toOwnerRestaurant", () => {
  it("shows the hours as HH:MM and leaves out the delivery and rating figures", () => {
    const paused = toOwnerRestaurant(
      { ...row, openMinute: 8 * 60, closeMinute: 22 * 60 + 30, pausedAt: new Date() },
      new Date(),
    );
    expect(paused).toMatchObject({ openTime: "08:00", closeTime: "22:30", paused: true, isOpen: false });
    for (const hidden of ["deliveryMinutes", "ratingCount", "deliveryCities", "openMinute", "pausedAt"]) {
      expect(paused).not.toHaveProperty(hidden);
    }
  });
});
