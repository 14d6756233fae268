import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/(geo)/pincode/route";
import { placeAddress } from "@/lib/geo/service";
import { ensureTestPincodes } from "@/lib/geo/test-pincodes";

// GET /api/pincode against a database with a few rows of the shipped table.

async function lookup(code: string) {
  const response = await GET(new Request(`http://localhost/api/pincode?code=${encodeURIComponent(code)}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/pincode", () => {
  it("answers a known PIN code's places with coordinates, in the table's order", async () => {
    await ensureTestPincodes();
    const { status, body } = await lookup("560034");
    expect(status).toBe(200);
    expect(body).toEqual({
      pincode: "560034",
      places: [
        { locality: "Koramangala I Block", district: "Bengaluru", state: "Karnataka", lat: 12.9261, lng: 77.6221 },
        { locality: "Agara", district: "Bengaluru", state: "Karnataka", lat: 12.9261, lng: 77.6221 },
        { locality: "Koramangala", district: "Bengaluru", state: "Karnataka", lat: 12.9261, lng: 77.6221 },
      ],
    });
  });

  it("trims spaces around the code", async () => {
    await ensureTestPincodes();
    const { status, body } = await lookup(" 570001 ");
    expect(status).toBe(200);
    expect(body.pincode).toBe("570001");
  });

  it("answers 404 for a well-formed code it does not know", async () => {
    await ensureTestPincodes();
    expect(await lookup("999999")).toEqual({ status: 404, body: { message: "No such PIN code" } });
  });

  it.each(["56003", "056003", "abcdef", ""])("answers 422 for the malformed %j", async (code) => {
    const { status, body } = await lookup(code);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ code: ["PIN code must be 6 digits and not start with 0"] });
  });
});

describe("placeAddress", () => {
  it("places by the typed locality, else the first place, and knows nothing of unknown PIN codes", async () => {
    await ensureTestPincodes();
    expect(await placeAddress("560066", "whitefield")).toEqual({ lat: 12.9698, lng: 77.75 });
    expect(await placeAddress("560034", "Somewhere else")).toEqual({ lat: 12.9261, lng: 77.6221 });
    expect(await placeAddress("999999", "Agara")).toBeNull();
  });
});
