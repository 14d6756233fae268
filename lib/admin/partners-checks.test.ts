import { describe, expect, it } from "vitest";
import {
  decisionsFor,
  missingOf,
  nextStatus,
  onlineRefusal,
  PARTNER_DECISIONS,
  PARTNER_STATUSES,
  restaurantChecks,
  reviewHeadline,
  riderChecks,
} from "@/lib/admin/partners-checks";
import { NO_PHOTO_URL } from "@/lib/owner/settings-rules";

const READY = {
  fssaiNumber: "12345678901234",
  gstin: "27AAPFU0939F1ZV",
  imageUrl: "/uploads/RestaurantImages/a.png",
  lat: 17.385,
  lng: 78.4867,
};

describe("restaurantChecks", () => {
  it("passes a restaurant with a valid FSSAI number and GSTIN, a photo and a pin", () => {
    expect(missingOf(restaurantChecks(READY))).toEqual([]);
    expect(restaurantChecks(READY).map((c) => c.key)).toEqual(["fssai", "gstin", "photo", "map"]);
  });

  it("tells the owner what to add or correct, in Settings", () => {
    expect(
      missingOf(restaurantChecks({ fssaiNumber: null, gstin: " ", imageUrl: NO_PHOTO_URL, lat: null, lng: 78 })),
    ).toEqual([
      "Add your FSSAI licence number in Settings",
      "Add your GSTIN in Settings",
      "Add a photo of your restaurant in Settings",
      "Place your restaurant on the map in Settings",
    ]);
    const wrong = missingOf(restaurantChecks({ ...READY, fssaiNumber: "1234", gstin: "27AAPFU0939F1ZX" }));
    expect(wrong[0]).toBe("Your FSSAI licence number is not 14 digits: correct it in Settings");
    expect(wrong[1]).toMatch(/^Your GSTIN is not valid \(.*last character.*\): correct it in Settings$/);
  });
});

describe("riderChecks", () => {
  const rider = {
    username: "Kiran Kumar",
    phone: "+919876543210",
    vehicle: "scooter",
    vehicleNumber: "TS09AB1234",
    licenceNumber: "TS0920190001234",
  };

  it("asks a motor vehicle's registration number, not a bicycle's", () => {
    expect(missingOf(riderChecks(rider))).toEqual([]);
    expect(missingOf(riderChecks({ ...rider, vehicleNumber: null }))).toEqual([
      "Add your vehicle's registration number",
    ]);
    expect(riderChecks({ ...rider, vehicle: "bicycle", vehicleNumber: null }).map((c) => c.key)).toEqual([
      "name",
      "phone",
      "vehicle",
      "licence",
    ]);
  });

  it("asks the licence number of every rider, and a name", () => {
    expect(missingOf(riderChecks({ ...rider, username: " ", licenceNumber: null }))).toEqual([
      "Add your name",
      "Add your driving licence number",
    ]);
  });
});

describe("nextStatus", () => {
  it("allows exactly the review's moves", () => {
    const allowed = PARTNER_STATUSES.flatMap((from) =>
      PARTNER_DECISIONS.flatMap((decision) => {
        const to = nextStatus(from, decision);
        return to ? [`${from} -${decision}-> ${to}`] : [];
      }),
    );
    expect(allowed).toEqual([
      "pending -approve-> approved",
      "pending -reject-> rejected",
      "approved -suspend-> suspended",
      "rejected -approve-> approved",
      "suspended -reinstate-> approved",
    ]);
    expect(decisionsFor("approved")).toEqual(["suspend"]);
  });
});

describe("what partners read", () => {
  it("the banner's headline", () => {
    expect(reviewHeadline({ kind: "restaurant", status: "pending", note: null })).toBe(
      "Pending review: your restaurant is not listed yet",
    );
    expect(reviewHeadline({ kind: "rider", status: "pending", note: null })).toBe(
      "Pending review: you cannot go online yet",
    );
    expect(reviewHeadline({ kind: "restaurant", status: "rejected", note: "No licence" })).toBe("Rejected: No licence");
    expect(reviewHeadline({ kind: "rider", status: "suspended", note: "Late cash" })).toBe("Suspended: Late cash");
    expect(reviewHeadline({ kind: "rider", status: "approved", note: null })).toBeNull();
  });

  it("why a rider cannot go online", () => {
    expect(onlineRefusal("approved", null, [])).toBeNull();
    expect(onlineRefusal("pending", null, ["Add your name"])).toBe(
      "Your account is waiting for review: you can go online once it is approved. Still missing: Add your name.",
    );
    expect(onlineRefusal("rejected", null, [])).toBe("Your account was not approved. You cannot go online.");
  });
});
