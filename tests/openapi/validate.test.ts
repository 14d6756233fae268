// The check the contract tests' client runs on every answer (lib/openapi/validate.ts): a drift between
// what a route answers and its operation in the registry is reported, a matching answer is not.
import { describe, expect, it } from "vitest";
import { answerProblem } from "@/lib/openapi/validate";

const json = "application/json";
const restaurant = {
  _id: "r1",
  name: "Udupi Tiffin Room",
  image: { imageUrl: "/images/r1.webp" },
  location: { address: "1 MG Road", city: "Bengaluru", state: "Karnataka" },
  cuisines: ["South Indian"],
  opentime: "2026-11-26T03:30:00.000Z",
  closetime: "2026-11-26T16:30:00.000Z",
  openTime: "09:00",
  closeTime: "22:00",
  timeZone: "Asia/Kolkata",
  weekWindows: [],
  closedDates: [],
  isOpen: true,
  deliveryTime: 30,
  rating: 4.5,
  reviewCount: 12,
  deliveryCities: ["Bengaluru"],
  deliveryPincodes: [],
  paused: false,
  pauseReason: null,
  pausedUntil: null,
  fssaiNumber: null,
  gstAddedPercent: null,
  offer: null,
};

describe("answerProblem", () => {
  it("accepts an answer its schema describes", () => {
    const body = { restaurant };
    expect(answerProblem("GET", "/api/getRestauarntById", { status: 200, contentType: json, body })).toBeNull();
  });

  it("reports a field the schema does not have, a missing one and a wrong type", () => {
    const extra = { restaurant: { ...restaurant, secret: "x" } };
    expect(answerProblem("GET", "/api/getRestauarntById", { status: 200, contentType: json, body: extra })).toMatch(
      /secret/,
    );
    const { _id: _dropped, ...missing } = restaurant;
    void _dropped;
    expect(
      answerProblem("GET", "/api/getRestauarntById", { status: 200, contentType: json, body: { restaurant: missing } }),
    ).toMatch(/_id/);
    const wrong = { restaurant: { ...restaurant, rating: "4.5" } };
    expect(answerProblem("GET", "/api/getRestauarntById", { status: 200, contentType: json, body: wrong })).toMatch(
      /rating/,
    );
  });

  it("reports a status the operation does not document", () => {
    expect(answerProblem("POST", "/api/addresses", { status: 200, contentType: json, body: {} })).toMatch(
      /not a status/,
    );
    expect(
      answerProblem("GET", "/api/fetchRestaurants", { status: 409, contentType: json, body: { message: "x" } }),
    ).toMatch(/does not list/);
  });

  it("checks errors against the one error shape", () => {
    const error = { message: "Some fields are missing or invalid", errors: { _id: ["Required"] } };
    expect(answerProblem("GET", "/api/getRestauarntById", { status: 422, contentType: json, body: error })).toBeNull();
    expect(
      answerProblem("GET", "/api/getRestauarntById", { status: 404, contentType: json, body: { error: "x" } }),
    ).toMatch(/error shape/);
  });

  it("reports a route the registry does not know", () => {
    expect(answerProblem("GET", "/api/nowhere", { status: 200, contentType: json, body: {} })).toMatch(/no operation/);
  });

  it("does not parse what is not JSON (an event stream, a redirect)", () => {
    expect(
      answerProblem("GET", "/api/orderEvents/stream", { status: 200, contentType: "text/event-stream", body: null }),
    ).toBeNull();
    expect(answerProblem("POST", "/api/verifyPayment", { status: 303, contentType: "", body: null })).toBeNull();
  });
});
